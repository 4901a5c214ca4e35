import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { expireOrders } from '../domain/money';

const SWEEP_INTERVAL_MS = 60 * 1000;

/** Marks unpaid orders past their time expired, every minute while the app is open. */
export function addOrderSweep(app: FastifyInstance, opts: { db: Db }): void {
  const sweep = () =>
    expireOrders(opts.db, Math.floor(Date.now() / 1000)).catch((err: unknown) =>
      app.log.error({ err }, 'order sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
