import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { expireOrders } from '../domain/money';
import { addPeriodicJob } from './periodic';

/** Marks unpaid orders past their time expired, every minute while the app is open (once across processes). */
export function addOrderSweep(app: FastifyInstance, opts: { db: Db }): void {
  addPeriodicJob(app, opts.db, { name: 'order-sweep', periodSeconds: 60, run: (nowS) => expireOrders(opts.db, nowS) });
}
