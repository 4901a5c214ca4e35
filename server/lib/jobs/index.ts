import type { Db } from '../../db/database';
import type { Logger } from '../logger';
import { pgJobQueue } from './pg-queue';
import type { JobQueue } from './queue';
import { sqliteJobQueue } from './sqlite-queue';

export type { JobContext, JobHandler, JobQueue, JobRow, JobStats, NewJob } from './queue';

/** The deployment's queue: graphile-worker when the app runs on PostgreSQL, the SQLite table otherwise. */
export async function openJobQueue(
  db: Db,
  config: { databaseUrl: string | null; pgSchema: string | null },
  log: Logger,
): Promise<JobQueue> {
  return config.databaseUrl ? pgJobQueue(config.databaseUrl, config.pgSchema, log) : sqliteJobQueue(db);
}

const attached = new WeakMap<object, JobQueue>();

/** Makes the queue reachable from code that holds only the database handle (the upload's last step). */
export function attachJobQueue(db: Db, queue: JobQueue): void {
  attached.set(db, queue);
}

/** The queue attached to this handle; null where none is (scripts, or no ffmpeg: videos stay as uploaded). */
export function jobQueueOf(db: Db): JobQueue | null {
  return attached.get(db) ?? null;
}
