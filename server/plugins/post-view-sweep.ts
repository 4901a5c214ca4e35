import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepPastViews } from '../domain/listings';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the view and ad-click records of past days hourly while the app is open. */
export function addPostViewSweep(app: FastifyInstance, db: Db): void {
  const sweep = () =>
    sweepPastViews(db, Math.floor(Date.now() / 1000)).catch((err: unknown) =>
      app.log.error({ err }, 'post view sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
