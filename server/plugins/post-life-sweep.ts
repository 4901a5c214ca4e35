import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sweepPostLife } from '../domain/release';
import type { PostLifeConfig } from '../domain/release';
import { addPeriodicJob } from './periodic';

/**
 * Every minute while the app is open (once across processes): starts new lifetimes, reminds owners of posts
 * about to expire, expires the ones past their time and clears ended bumps. sweepPostLife's writes are
 * conditional too, so a run that overlaps another still notifies once.
 */
export function addPostLifeSweep(app: FastifyInstance, opts: { db: Db; life: PostLifeConfig }): void {
  addPeriodicJob(app, opts.db, {
    name: 'post-life-sweep',
    periodSeconds: 60,
    run: (nowS) => sweepPostLife(opts.db, opts.life, nowS),
  });
}
