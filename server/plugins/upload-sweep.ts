import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepExpiredUploads } from '../domain/upload';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the expiry sweep of abandoned uploads hourly while the app is open. */
export function addUploadSweep(app: FastifyInstance, opts: { db: Db; dataDir: string }): void {
  const sweep = () =>
    sweepExpiredUploads(opts.db, opts.dataDir, Math.floor(Date.now() / 1000)).catch((err: unknown) =>
      app.log.error({ err }, 'upload sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
