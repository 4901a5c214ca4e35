import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { Refusal } from '../domain/common';
import { PAYOUT_NOTIFY_PATH, sandboxPayoutsDue, settlePayout, withdrawalIdOf } from '../domain/money';
import type { PayoutAdapters, SandboxPayout } from '../domain/money';

// The payout callback of every adapter (POST /payout/notify/:adapter), and the sandbox provider's side: a
// sweep that answers each sandbox transfer a moment after it was sent, by posting its signed notify through
// the server's own HTTP stack, as a provider's server would. The callback trusts only a verified notify.

export interface PayoutNotifyOptions {
  db: Db;
  adapters: PayoutAdapters;
  /** Present when the sandbox is on: its sweep runs. */
  sandbox: SandboxPayout | null;
  /** How often the sandbox answers, and how old a transfer must be first. */
  sandboxDelayMs?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Posts the sandbox's notify for each due transfer; the count of answers the callback accepted. */
export async function answerSandboxPayouts(app: FastifyInstance, db: Db, sandbox: SandboxPayout): Promise<number> {
  let accepted = 0;
  for (const due of await sandboxPayoutsDue(db, nowSeconds(), 1)) {
    const res = await app.inject({
      method: 'POST',
      url: `${PAYOUT_NOTIFY_PATH}/${sandbox.code}`,
      payload: sandbox.notifyFor(due.order, due.providerRef),
    });
    if (res.statusCode === 200) accepted += 1;
    else app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox payout notify refused');
  }
  return accepted;
}

export async function moneyPayoutRoutes(app: FastifyInstance, opts: PayoutNotifyOptions): Promise<void> {
  const { db, adapters, sandbox } = opts;
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.post<{ Params: { adapter: string } }>(`${PAYOUT_NOTIFY_PATH}/:adapter`, async (req, reply) => {
    const adapter = adapters.get(req.params.adapter);
    const text = (status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);
    if (!adapter) return text(404, 'unknown adapter');
    const verdict = adapter.verify((req.body ?? {}) as Record<string, unknown>);
    if (verdict.kind === 'forged') {
      req.log.warn({ adapter: adapter.code }, 'payout notify with a bad signature');
      return text(400, 'bad signature');
    }
    if (verdict.kind === 'malformed') return text(400, 'malformed notify');
    const id = withdrawalIdOf(verdict.transferNo);
    if (id === null) return text(400, 'unknown transfer');
    try {
      const outcome = await settlePayout(db, {
        id,
        channel: adapter.code,
        outcome: verdict.kind,
        failure: verdict.kind === 'failed' ? verdict.failure : '',
        providerRef: verdict.providerRef,
        nowS: nowSeconds(),
      });
      req.log.info({ transfer: verdict.transferNo, outcome }, 'payout notify');
      return text(200, 'success');
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return text(400, 'unknown transfer');
    }
  });

  if (!sandbox) return;
  const every = opts.sandboxDelayMs ?? 2000;
  const timer = setInterval(() => {
    answerSandboxPayouts(app, db, sandbox).catch((err: unknown) => app.log.error({ err }, 'sandbox payouts failed'));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
