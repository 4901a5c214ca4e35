import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { balanceOf, expireOrders, NOTIFY_PATH } from '../../../server/domain/money';
import { GOODS } from '../../../server/seed/money';
import { createTestEnv, dialects, nowS } from '../helper';
import { sandboxNotify } from '../support/money-notify';

describe.each(dialects)('payment notify across a restart (%s)', (dialect) => {
  it('credits once when the same notify arrives before and after a restart, and after expiry', async () => {
    const env = await createTestEnv(dialect);
    try {
      const first = await buildApp(env.config, { logStream: { write: () => undefined } });
      const [pack] = await first.db.insertInto('goods').values(GOODS).returning('id').execute();
      const user = await first.db
        .insertInto('users')
        .values({
          username: 'restart',
          password_hash: 'x',
          nickname: 'r',
          avatar: null,
          vip_expires_at: null,
          incode: 'RSTRT1',
          invited_by: null,
          created_at: nowS(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const t = nowS();
      await first.db
        .insertInto('orders')
        .values({
          order_no: 'GPRESTART1',
          user_id: user.id,
          goods_id: pack!.id,
          pay_way: 'sandbox',
          amount_cents: 600,
          gold: 60,
          status: 'created',
          created_at: t,
          expires_at: t + 60,
          paid_at: null,
          gateway_ref: null,
        })
        .execute();
      // The unpaid order expires; the gateway's notify comes late, then again after the restart.
      expect(await expireOrders(first.db, t + 61)).toBe(1);
      const notify = sandboxNotify(env.config, 'GPRESTART1', 600);
      const late = await first.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: notify });
      expect(late.body).toBe('success');
      await first.close();

      const second = await buildApp(env.config, { logStream: { write: () => undefined } });
      const again = await second.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: notify });
      expect(again).toMatchObject({ statusCode: 200, body: 'success' });
      expect(await balanceOf(second.db, { user: user.id, kind: 'wallet' })).toBe(60);
      const order = await second.db
        .selectFrom('orders')
        .select('status')
        .where('order_no', '=', 'GPRESTART1')
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      const unknown = await second.inject({
        method: 'POST',
        url: `${NOTIFY_PATH}/sandbox`,
        payload: sandboxNotify(env.config, 'GPNOSUCH', 600),
      });
      expect(unknown).toMatchObject({ statusCode: 400, body: 'unknown order or amount' });
      await second.close();
    } finally {
      await env.dispose();
    }
  });

  it('turns the sandbox off with sandboxPay: false (no pay way, no page, no callback)', async () => {
    const env = await createTestEnv(dialect);
    try {
      const app = await buildApp({ ...env.config, sandboxPay: false }, { logStream: { write: () => undefined } });
      const page = await app.inject({ method: 'GET', url: '/sandbox-pay/GP1' });
      // The path falls through to the client's index.html (here unbuilt): no pay page answers it.
      expect(page.body).not.toContain('Sandbox payment');
      const notify = await app.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: { orderNo: 'x' } });
      expect(notify.statusCode).toBe(404);
      await app.close();
    } finally {
      await env.dispose();
    }
  });
});
