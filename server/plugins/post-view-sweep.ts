import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepPastViews } from '../domain/listings';
import { addPeriodicJob } from './periodic';

/** Deletes the view and ad-click records of past days hourly while the app is open (once across processes). */
export function addPostViewSweep(app: FastifyInstance, db: Db): void {
  addPeriodicJob(app, db, { name: 'post-view-sweep', periodSeconds: 3600, run: (nowS) => sweepPastViews(db, nowS) });
}
