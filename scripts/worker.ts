// `npm run worker`: a process that only runs background jobs (the video ladders), on this machine or
// another. It needs what the web processes share: the database (DATA_DIR or DATABASE_URL), the media store
// and the keys (DATA_DIR/keys.json or the key variables); no port, no client build.
import { join } from 'node:path';
import { jobHandlers, openBackground } from '../server/background';
import { jobsConfigFrom, loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { createLocalStorage } from '../server/lib/media-storage';

const log = {
  info: (obj: object, msg: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  error: (obj: object, msg: string) => console.error(JSON.stringify({ level: 'error', msg, ...obj })),
};

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const jobs = jobsConfigFrom(process.env);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(db);
  const storage = createLocalStorage(join(config.dataDir, 'media'));
  await storage.ready();
  const background = await openBackground(config, db, log);
  if (!background.ladders) {
    await background.queue.close();
    await db.destroy();
    throw new Error('ffmpeg and ffprobe are needed on PATH to run video jobs');
  }
  const workers = Math.max(1, jobs.workers);
  await background.queue.start(jobHandlers(config, jobs, db, storage), workers);
  log.info({ engine: background.queue.engine, workers }, 'worker started');
  const stop = (signal: string) => {
    log.info({ signal }, 'worker stopping: running jobs go back to the queue');
    void background.queue
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(`worker failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
