import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge } from '../support/money';
import { bystander, fileReport } from '../support/moderation';
import { staff } from '../support/operators';
import type { Person } from '../support/operators';
import { draft, setupRelease, statusOf } from '../support/release';

// An operator holding a role is also a member: they may ask for a payout or publish a post like anyone, but
// never decide their own; a colleague does.
describe.each(dialects)('an operator and their own requests (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await setupRelease(t)), ...(await staff(t)), goods: await insertGoods(t) }));

  const withdrawal = async (who: Person, amount: number) => {
    await recharge(t, who.token, w.goods.get('1,000 gold')!);
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Fin Self', accountNo: '13700001234' },
      { token: who.token },
    );
    const r = await t.call(
      '/api/order/withdraw',
      { amount, accountId: acct.data.id, key: newKey() },
      { token: who.token },
    );
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    return r.data.id;
  };

  const post = async (who: Pick<Person, 'token'>, title: string) => {
    const r = await t.call('/api/info/postInfo', draft({ title }), { token: who.token });
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    return r.data.id;
  };

  const holds = async (userId: number) =>
    (await t.db.selectFrom('withdrawals').select('status').where('user_id', '=', userId).execute()).map(
      (r) => r.status,
    );

  it('refuses finance paying out (or rejecting, settling, reading) its own withdrawal, even in a burst; an admin decides it', async () => {
    const id = await withdrawal(w.finance, 300);
    const own = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call(
          '/api/admin/withdrawalDecide',
          i % 2 === 0 ? { id, action: 'approve' } : { id, action: 'reject', reason: 'mine' },
          { token: w.finance.token, language: 'en' },
        ),
      ),
    );
    for (const r of own) {
      expect([r.status, r.code, r.msg]).toEqual([
        STATUS.FORBIDDEN,
        'admin.own_request',
        'This is your own request: another operator has to decide it',
      ]);
    }
    expect(await holds(w.finance.id)).toEqual(['pending']);
    const ledger = await t.db.selectFrom('ledger_transfers').select('id').where('ref', '=', String(id)).execute();
    expect(ledger).toHaveLength(1); // the hold alone
    const byAdmin = await t.call('/api/admin/withdrawalDecide', { id, action: 'approve' }, { token: w.admin.token });
    expect([byAdmin.status, byAdmin.data?.status]).toEqual([STATUS.OK, 'paying']);
    // Nor its own payout's outcome, nor reading its own account whole.
    const settle = { id, outcome: 'paid' } as const;
    const ownSettle = await t.call('/api/admin/payoutSettle', settle, { token: w.finance.token });
    expect([ownSettle.status, ownSettle.code]).toEqual([STATUS.FORBIDDEN, 'admin.own_request']);
    const ownReveal = await t.call('/api/admin/payoutReveal', { id }, { token: w.finance.token });
    expect([ownReveal.status, ownReveal.code]).toEqual([STATUS.FORBIDDEN, 'admin.own_request']);
    const paid = await t.call('/api/admin/payoutSettle', settle, { token: w.admin.token });
    expect([paid.status, paid.data?.status]).toEqual([STATUS.OK, 'paid']);
  });

  it('refuses a moderator reviewing their own post, alone or in bulk; a colleague reviews it', async () => {
    const mine = await post(w.moderator, 'Moderator Own Bakery');
    const theirs = await post(w.owner, 'Someone Else Bakery');
    const alone = await t.call(
      '/api/admin/reviewDecide',
      { id: mine, action: 'approve' },
      { token: w.moderator.token },
    );
    expect([alone.status, alone.code]).toEqual([STATUS.FORBIDDEN, 'admin.own_request']);
    const bulk = await t.call(
      '/api/admin/reviewBulk',
      { ids: [mine, theirs], action: 'approve' },
      { token: w.moderator.token },
    );
    expect(bulk.data.map((o) => [o.id, o.ok])).toEqual([
      [mine, false],
      [theirs, true],
    ]);
    expect([await statusOf(t.db, mine), await statusOf(t.db, theirs)]).toEqual([
      POST_STATUS.PENDING,
      POST_STATUS.VERIFIED,
    ]);
    const byAdmin = await t.call('/api/admin/reviewDecide', { id: mine, action: 'approve' }, { token: w.admin.token });
    expect(byAdmin.status).toBe(STATUS.OK);
    expect(await statusOf(t.db, mine)).toBe(POST_STATUS.VERIFIED);
  });

  it('refuses a moderator deciding a report about their own post; the report stays open for a colleague', async () => {
    const mine = await post(w.moderator, 'Reported Moderator Bakery');
    await t.call('/api/admin/reviewDecide', { id: mine, action: 'approve' }, { token: w.admin.token });
    const report = await fileReport(t.db, mine, await bystander(t.db));
    const own = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id: report, action: 'dismiss', reason: 'nothing wrong' },
      { token: w.moderator.token },
    );
    expect([own.status, own.code]).toEqual([STATUS.FORBIDDEN, 'admin.own_request']);
    const row = await t.db
      .selectFrom('post_reports')
      .select('status')
      .where('id', '=', report)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    const byAdmin = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id: report, action: 'dismiss', reason: 'checked' },
      { token: w.admin.token },
    );
    expect(byAdmin.status).toBe(STATUS.OK);
  });
});
