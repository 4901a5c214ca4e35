import type { FastifyInstance } from 'fastify';
import { UPLOAD_EXPIRY_S } from '../../protocol/upload';
import type { Db } from '../db/database';
import { sweepExpiredUploads } from '../domain/upload';
import type { MediaStorage } from '../lib/media-storage';
import type { DirectParts } from '../lib/s3-parts';
import { sweepScratch } from '../lib/scratch';
import { addPeriodicJob } from './periodic';

const HOUR_MS = 3_600_000;

/**
 * Runs the expiry sweep of abandoned uploads hourly while the app is open (once across processes), and the
 * sweep of this machine's scratch files in every process (each machine has its own disk).
 */
export function addUploadSweep(
  app: FastifyInstance,
  opts: { db: Db; dataDir: string; storage: MediaStorage; parts?: DirectParts | null },
): void {
  addPeriodicJob(app, opts.db, {
    name: 'upload-sweep',
    periodSeconds: 3600,
    run: (nowS) => sweepExpiredUploads(opts, nowS),
  });
  const sweepHere = () => {
    sweepScratch(opts.dataDir, Math.floor(Date.now() / 1000), UPLOAD_EXPIRY_S).catch((err: unknown) =>
      app.log.warn({ err }, 'scratch sweep failed'),
    );
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweepHere();
    timer = setInterval(sweepHere, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
