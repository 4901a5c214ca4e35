import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { checkLedger } from '../../../server/domain/console';
import { createSandboxPayout, PAYOUT_NOTIFY_PATH } from '../../../server/domain/money';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge, register } from '../support/money';
import { staff } from '../support/operators';

// A payout reaches the member only when its channel confirms it: approval makes it `paying`, the sandbox's
// notify (sent a moment later by its own sweep) or finance's word on a manual payout makes it paid or failed.
describe.each(dialects)('payouts (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t), ...(await staff(t)) }));

  const member = async (accountNo: string) => {
    const u = await register(t);
    await recharge(t, u.token, w.goods.get('1,000 gold')!);
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'bank', holder: 'Sun', accountNo, bankName: '工商银行' },
      { token: u.token },
    );
    const r = await t.call(
      '/api/order/withdraw',
      { amount: 300, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    const mine = async () => (await t.call('/api/order/listWithdraw', {}, { token: u.token })).data.list[0]!;
    const wallet = async () => (await t.call('/api/proxy/info', {}, { token: u.token })).data;
    return { ...u, id: r.data.id as number, mine, wallet };
  };
  const decide = (id: number, channel: string) =>
    t.call('/api/admin/withdrawalDecide', { id, action: 'approve', channel }, { token: w.finance.token });
  const settled = async (m: { mine: () => Promise<{ status: string }> }) =>
    vi.waitFor(
      async () => {
        const s = (await m.mine()).status;
        if (s === 'paying') throw new Error('still paying');
        return s;
      },
      { timeout: 10_000, interval: 200 },
    );

  it('shows paying after approval and paid only once the sandbox confirms; the fee is taken then', async () => {
    const m = await member('6222000011112222');
    const approved = await decide(m.id, 'sandbox');
    expect(approved.data).toMatchObject({ status: 'paying', fee: 6 });
    expect(await m.mine()).toMatchObject({ status: 'paying' });
    expect(await m.wallet()).toMatchObject({ balance: 700, held: 300 });
    const queue = await t.call('/api/admin/withdrawalQueue', {}, { token: w.finance.token });
    expect(queue.data.items.find((q) => q.id === m.id)).toMatchObject({ payout: { channel: 'sandbox' } });
    // Finance cannot overrule the channel.
    const manual = await t.call('/api/admin/payoutSettle', { id: m.id, outcome: 'paid' }, { token: w.finance.token });
    expect(manual.code).toBe('money.payout_not_manual');

    expect(await settled(m)).toBe('paid');
    expect(await m.wallet()).toMatchObject({ balance: 700, held: 0 });
    const fee = await t.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('uniq', '=', `withdraw:${m.id}:decided`)
      .execute();
    expect(fee).toEqual([{ kind: 'withdraw_paid' }]);
    const row = await t.db
      .selectFrom('payout_transfers')
      .selectAll()
      .where('withdrawal_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sandbox', status: 'paid', amount_cents: 2_940 });
    expect(row.provider_ref).toMatch(/^sbx-wd/);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('gives the hold back when the payout fails, charges no fee, and says why', async () => {
    const m = await member('6222000011110000');
    await decide(m.id, 'sandbox');
    expect(await settled(m)).toBe('failed');
    expect(await m.mine()).toMatchObject({ status: 'failed', fee: 0, reason: 'sandbox: account refused' });
    expect(await m.wallet()).toMatchObject({ balance: 1000, held: 0 });
    const lines = await t.call('/api/user/listMoneyDetail', {}, { token: m.token, language: 'en' });
    expect(lines.data.list[0]).toMatchObject({
      kind: 'withdraw_failed',
      amount: 300,
      label: 'Payout failed, gold returned',
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('answers a sandbox payout whose hand-over was cut short (no provider reference yet)', async () => {
    const m = await member('6222000077778888');
    await decide(m.id, 'manual');
    // As if the process stopped between the approval's commit and handing the payout to the sandbox.
    await t.db
      .updateTable('payout_transfers')
      .set({ channel: 'sandbox', provider_ref: null })
      .where('withdrawal_id', '=', m.id)
      .execute();
    expect(await settled(m)).toBe('paid');
    const row = await t.db
      .selectFrom('payout_transfers')
      .select(['status', 'provider_ref'])
      .where('withdrawal_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', provider_ref: `sbx-wd${m.id}-late` });
  });

  it('believes only a signed notify of the channel that sends the payout', async () => {
    const m = await member('6222000033334444');
    await decide(m.id, 'manual');
    const secret = readFileSync(join(t.dataDir, 'gateway-secret'), 'utf8').trim();
    const body = createSandboxPayout(secret).notifyFor({ transferNo: `wd${m.id}`, accountNo: '1' }, 'sbx-x');
    const post = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${PAYOUT_NOTIFY_PATH}/sandbox`, payload });
    expect((await post({ ...body, status: 'failed' })).statusCode).toBe(400);
    // Signed, but the payout is finance's by hand: the sandbox cannot settle it.
    expect((await post(body)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `${PAYOUT_NOTIFY_PATH}/nobody`, payload: body })).statusCode,
    ).toBe(404);
    expect(await m.mine()).toMatchObject({ status: 'paying' });
  });

  it('shows finance alone the whole account, audits each reading, and takes its word on a manual payout', async () => {
    const m = await member('6222000055556666');
    const reveal = (token: string) => t.call('/api/admin/payoutReveal', { id: m.id }, { token });
    expect((await reveal(w.admin.token)).code).toBe('admin.forbidden');
    expect((await reveal(w.support.token)).code).toBe('admin.forbidden');
    expect((await reveal(w.finance.token)).data).toEqual({
      method: 'bank',
      holder: 'Sun',
      bankName: '工商银行',
      accountNo: '6222000055556666',
    });
    await decide(m.id, 'manual');
    expect((await reveal(w.finance.token)).data?.accountNo).toBe('6222000055556666');
    const log = await t.call('/api/admin/auditList', { targetType: 'withdrawal' }, { token: w.admin.token });
    const mine = log.data.list.filter((e) => e.targetId === String(m.id)).map((e) => e.action);
    expect(mine).toEqual(['withdrawal.reveal_account', 'withdrawal.approve', 'withdrawal.reveal_account']);

    // A payout by hand still to confirm is finance's work on the dashboard, as a request to decide is.
    const since = Math.floor(Date.now() / 1000) - 3600;
    const board = async () =>
      (await t.call('/api/admin/dashboard', { since }, { token: w.finance.token })).data.pendingWithdrawals;
    const waiting = await board();
    expect(waiting).toBeGreaterThanOrEqual(1);
    const settle = (outcome: 'paid' | 'failed', reason?: string) =>
      t.call(
        '/api/admin/payoutSettle',
        { id: m.id, outcome, ...(reason ? { reason } : {}) },
        { token: w.finance.token },
      );
    expect((await settle('failed')).code).toBe('admin.reason_required');
    const both = await Promise.all([settle('paid'), settle('failed', '户名不符')]);
    expect(both.map((r) => r.status).sort()).toEqual([STATUS.OK, STATUS.CONFLICT]);
    const won = both.find((r) => r.status === STATUS.OK)!.data!.status;
    expect(await m.mine()).toMatchObject({ status: won });
    expect(await m.wallet()).toMatchObject({ balance: won === 'paid' ? 700 : 1000, held: 0 });
    expect((await reveal(w.finance.token)).code).toBe('money.withdrawal_decided');
    expect(await board()).toBe(waiting - 1);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
