import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { ChatFanout } from '../lib/chat-fanout';
import type { MediaStorage } from '../lib/media-storage';

// Two questions a balancer or an orchestrator asks (docs/operations.md "Health"):
// /healthz: is the process alive (restart it if not); /readyz: may it be sent requests now — the database
// answers, events from the other processes reach it, the store takes writes, and it is not shutting down.

export interface HealthOptions {
  db: Db;
  fanout: ChatFanout;
  storage: MediaStorage;
}

type Check = 'database' | 'push' | 'storage' | 'draining';

/** A readiness check that hangs counts as failed: a balancer's probe must get its answer in time. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so the balancer sends new requests elsewhere before the close. */
    beginDrain(): void;
  }
}

/** On the root instance (not a registered plugin): beginDrain must be reachable from main.ts. */
export function addHealthRoutes(app: FastifyInstance, opts: HealthOptions): void {
  let draining = false;
  app.decorate('beginDrain', () => void (draining = true));

  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ ok: true }));

  app.get('/readyz', async (req, reply) => {
    const failed: Check[] = [];
    if (draining) failed.push('draining');
    const probe = async (check: Check, work: () => Promise<unknown>) => {
      try {
        await withinTimeout(work());
      } catch (err) {
        req.log.warn({ err, check }, 'readiness check failed');
        failed.push(check);
      }
    };
    await Promise.all([
      probe('database', () => sql`select 1`.execute(opts.db)),
      probe('storage', () => opts.storage.ready()),
    ]);
    if (!opts.fanout.alive()) failed.push('push');
    return reply
      .code(failed.length === 0 ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ ok: failed.length === 0, failed });
  });
}
