import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepExpiredUploads } from '../domain/upload';
import { addPeriodicJob } from './periodic';

/** Runs the expiry sweep of abandoned uploads hourly while the app is open (once across processes). */
export function addUploadSweep(app: FastifyInstance, opts: { db: Db; dataDir: string }): void {
  addPeriodicJob(app, opts.db, {
    name: 'upload-sweep',
    periodSeconds: 3600,
    run: (nowS) => sweepExpiredUploads(opts.db, opts.dataDir, nowS),
  });
}
