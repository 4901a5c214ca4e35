import { setTimeout as sleep } from 'node:timers/promises';
import { hexToBytes } from '../protocol/base64';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/index';

/** How long, after the drain, the requests in flight may take to finish before their connections are cut. */
const FINISH_SECONDS = 30;

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
    // app.close tells the push streams to reconnect (to another process) and ends them, stops accepting,
    // finishes the requests in flight (slice writes included), then the onClose hook destroys the database
    // pool. A request that outlasts FINISH_SECONDS is cut, so a stop always ends.
    app.beginDrain();
    const cut = () => {
      app.log.warn({ seconds: FINISH_SECONDS }, 'requests still in flight at the shutdown limit: closing them');
      app.server.closeAllConnections();
    };
    sleep((config.drainSeconds ?? 0) * 1000)
      .then(() => {
        const limit = setTimeout(cut, FINISH_SECONDS * 1000);
        limit.unref();
        return app.close();
      })
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

  // The address bound, so PORT=0 (any free port) prints the one it got.
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`goldpost listening on ${address}`);
}

main().catch((err: unknown) => {
  console.error('goldpost failed to start:', err);
  process.exit(1);
});
