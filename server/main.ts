import { setTimeout as sleep } from 'node:timers/promises';
import { hexToBytes } from '../protocol/base64';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/index';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  if (config.seed) {
    // Plain lines on stdout, not JSON logs: the demo logins are meant to be read by a person, once.
    await seedIfEmpty(app.db, {
      storage: app.storage,
      mediaKey: hexToBytes(config.keys.mediaKey),
      posts: config.seedPosts,
      demoLogins: !config.production,
      log: (line) => console.log(line),
    });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Not ready first, so the balancer sends new requests to the other processes; after the grace period
    // app.close ends the push streams (their tabs reconnect elsewhere), finishes the requests in flight
    // (slice writes included), then the onClose hook destroys the database pool.
    app.beginDrain();
    sleep((config.drainSeconds ?? 0) * 1000)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`goldpost listening on http://${config.host}:${config.port}`);
}

main().catch((err: unknown) => {
  console.error('goldpost failed to start:', err);
  process.exit(1);
});
