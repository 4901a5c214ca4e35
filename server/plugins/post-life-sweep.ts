import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepPostLife } from '../domain/release';
import type { PostLifeConfig } from '../domain/release';

const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Every minute while the app is open: starts new lifetimes, reminds owners of posts about to expire, expires
 * the ones past their time and clears ended bumps. Safe with several processes (sweepPostLife's writes are
 * conditional).
 */
export function addPostLifeSweep(app: FastifyInstance, opts: { db: Db; life: PostLifeConfig }): void {
  const sweep = () =>
    sweepPostLife(opts.db, opts.life, Math.floor(Date.now() / 1000)).catch((err: unknown) =>
      app.log.error({ err }, 'post life sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
