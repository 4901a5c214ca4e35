import { describe, expect, it } from 'vitest';
import type { ADMIN_MONEY_ACCESS } from '../../../protocol/console-money';
import type { ADMIN_REVIEW_ACCESS } from '../../../protocol/console-review';
import type { OperatorRole } from '../../../protocol/console-operators';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge } from '../support/money';
import { staff } from '../support/operators';
import { draft, setupRelease, statusOf } from '../support/release';

type WorkPath = keyof typeof ADMIN_REVIEW_ACCESS | keyof typeof ADMIN_MONEY_ACCESS;

/** Who may call each endpoint, written out (not derived from the permission map). */
const ALLOWED: Record<WorkPath, readonly OperatorRole[]> = {
  '/api/admin/reviewQueue': ['admin', 'moderator'],
  '/api/admin/reviewDecide': ['admin', 'moderator'],
  '/api/admin/reviewBulk': ['admin', 'moderator'],
  '/api/admin/appealQueue': ['admin', 'moderator'],
  '/api/admin/appealDecide': ['admin', 'moderator'],
  '/api/admin/withdrawalQueue': ['admin', 'finance'],
  '/api/admin/withdrawalDecide': ['admin', 'finance'],
  '/api/admin/payoutReveal': ['finance'],
  '/api/admin/payoutSettle': ['admin', 'finance'],
  '/api/admin/userStatement': ['admin', 'finance'],
  '/api/admin/ledgerCheck': ['admin', 'finance'],
};
const ROLES: readonly OperatorRole[] = ['support', 'moderator', 'finance', 'admin'];

describe.each(dialects)('console review and money (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await setupRelease(t)), ...(await staff(t)), goods: await insertGoods(t) }));

  const post = async (title: string) => {
    const r = await t.call('/api/info/postInfo', draft({ title }), { token: w.owner.token });
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    return r.data.id;
  };

  const withdrawal = async (amount: number) => {
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Chen', accountNo: '13900001111' },
      { token: w.owner.token },
    );
    const r = await t.call(
      '/api/order/withdraw',
      { amount, accountId: acct.data.id, key: newKey() },
      { token: w.owner.token },
    );
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    return r.data.id;
  };

  it('lets only the roles of the table call each endpoint; refusals change nothing', async () => {
    const id = await post('Matrix Bakery Loaf');
    const payload: Record<WorkPath, Record<string, unknown>> = {
      '/api/admin/reviewQueue': {},
      '/api/admin/reviewDecide': { id: 999_999, action: 'approve' },
      '/api/admin/reviewBulk': { ids: [999_999], action: 'approve' },
      '/api/admin/appealQueue': {},
      '/api/admin/appealDecide': { id: 999_999, decision: 'uphold', reason: 'Still another shop' },
      '/api/admin/withdrawalQueue': {},
      '/api/admin/withdrawalDecide': { id: 999_999, action: 'approve' },
      '/api/admin/payoutReveal': { id: 999_999 },
      '/api/admin/payoutSettle': { id: 999_999, outcome: 'paid' },
      '/api/admin/userStatement': { username: 'poster1' },
      '/api/admin/ledgerCheck': {},
    };
    for (const path of Object.keys(ALLOWED) as WorkPath[]) {
      expect((await t.call(path, payload[path])).status, path).toBe(STATUS.NOT_LOGGED_IN);
      expect((await t.call(path, payload[path], { token: w.user.token })).code, path).toBe('api.not_found');
      for (const role of ROLES) {
        const r = await t.call(path, payload[path], { token: w[role].token });
        if (!ALLOWED[path].includes(role)) expect(r.code, `${path} ${role}`).toBe('admin.forbidden');
        else expect(r.code, `${path} ${role}`).not.toBe('admin.forbidden');
      }
    }
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.PENDING);
  });

  it('shows pending posts with images and the poster record; approve, reject with reason, ban, all audited', async () => {
    const a = await post('Approve Me Bakery');
    const b = await post('Reject Me Bakery');
    const c = await post('Ban Me Bakery');
    const token = w.moderator.token;
    const queue = await t.call('/api/admin/reviewQueue', {}, { token });
    const item = queue.data.list.find((p) => p.id === a)!;
    expect(item).toMatchObject({ title: 'Approve Me Bakery', status: 1, author: { username: 'poster1' } });
    expect(item.images).toHaveLength(2);
    expect(item.history.at(-1)).toMatchObject({ from: 0, to: 1, actor: 'owner' });
    expect(item.author.posts.total).toBeGreaterThanOrEqual(3);

    const noReason = await t.call('/api/admin/reviewDecide', { id: b, action: 'reject' }, { token });
    expect(noReason).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'admin.reason_required' });
    expect((await t.call('/api/admin/reviewDecide', { id: a, action: 'approve' }, { token })).data).toEqual({
      id: a,
      from: 1,
      to: 2,
    });
    const rej = await t.call(
      '/api/admin/reviewDecide',
      { id: b, action: 'reject', reason: '图片与描述不符' },
      { token },
    );
    expect(rej.data.to).toBe(POST_STATUS.FAILED);
    expect((await t.call('/api/admin/reviewDecide', { id: c, action: 'ban' }, { token })).data.to).toBe(98);

    const mine = await t.call('/api/info/myPost', {}, { token: w.owner.token });
    expect(mine.data.list.find((p) => p.id === b)).toMatchObject({ status: 3, reviewNote: '图片与描述不符' });
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.owner.token });
    expect(JSON.stringify(notices.data)).toContain('图片与描述不符');

    const log = await t.call('/api/admin/auditList', { targetType: 'post', actor: 'opmod' }, { token: w.admin.token });
    expect(log.data.list.map((e) => [e.action, e.targetId, e.actorRole])).toEqual([
      ['post.ban', String(c), 'moderator'],
      ['post.reject', String(b), 'moderator'],
      ['post.approve', String(a), 'moderator'],
    ]);
    expect(log.data.list[1]).toMatchObject({
      before: { status: 1 },
      after: { status: 3, reviewNote: '图片与描述不符' },
    });
  });

  it('two moderators deciding one post at once: one wins, the other gets a clear refusal', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await post(`Race Bakery ${round}`);
      const [x, y] = await Promise.all([
        t.call('/api/admin/reviewDecide', { id, action: 'approve' }, { token: w.moderator.token }),
        t.call('/api/admin/reviewDecide', { id, action: 'reject', reason: 'duplicate' }, { token: w.admin.token }),
      ]);
      const won = [x, y].filter((r) => r.status === STATUS.OK);
      const lost = [x, y].filter((r) => r.status !== STATUS.OK);
      expect(won).toHaveLength(1);
      expect(lost[0]!.status).toBe(STATUS.CONFLICT);
      expect(lost[0]!.msg).toMatch(/状态/);
      const audits = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(id)).execute();
      expect(audits).toHaveLength(1);
      const history = await t.db.selectFrom('post_audit').select('to_status').where('post_id', '=', id).execute();
      expect(history).toHaveLength(2);
    }
  });

  it('approves or rejects in bulk, each post on its own', async () => {
    const ids = [await post('Bulk One Bakery'), await post('Bulk Two Bakery')];
    await t.call('/api/admin/reviewDecide', { id: ids[1]!, action: 'approve' }, { token: w.moderator.token });
    const r = await t.call(
      '/api/admin/reviewBulk',
      { ids: [...ids, 999_999], action: 'approve' },
      { token: w.moderator.token },
    );
    expect(r.data.map((o) => o.ok)).toEqual([true, false, false]);
    expect(r.data[1]!.msg).toMatch(/只有待审核/);
    const bulkReject = await t.call('/api/admin/reviewBulk', { ids, action: 'reject' }, { token: w.moderator.token });
    expect(bulkReject.code).toBe('admin.reason_required');
    const tooMany = await t.call(
      '/api/admin/reviewBulk',
      { ids: Array.from({ length: 51 }, (_, i) => i + 1), action: 'approve' },
      { token: w.moderator.token },
    );
    expect(tooMany.status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('queues withdrawals with the statement; two approvals at once send one payout; reject gives the gold back', async () => {
    await recharge(t, w.owner.token, w.goods.get('1,000 gold')!);
    const id = await withdrawal(300);
    const queue = await t.call('/api/admin/withdrawalQueue', {}, { token: w.finance.token });
    const item = queue.data.items.find((q) => q.id === id)!;
    expect(item).toMatchObject({
      amount: 300,
      fee: 6,
      // 294 gold at 10 gold a yuan, fixed when asked.
      payoutCents: 2_940,
      status: 'pending',
      payout: null,
      user: { username: 'poster1', wallet: 700, hold: 300, bannedAt: null },
    });
    expect(queue.data.channels.map((c) => c.code)).toEqual(['sandbox', 'manual']);
    expect(item.statement.map((l) => l.kind)).toEqual(['withdraw_hold', 'recharge']);
    // Banned after asking: finance sees the ban beside the payout it is about to make.
    await t.db.updateTable('users').set({ banned_at: 1_700_000_000 }).where('username', '=', 'poster1').execute();
    const flagged = await t.call('/api/admin/withdrawalQueue', {}, { token: w.finance.token });
    expect(flagged.data.items.find((q) => q.id === id)!.user.bannedAt).toBe(1_700_000_000);
    await t.db.updateTable('users').set({ banned_at: null }).where('username', '=', 'poster1').execute();

    const both = await Promise.all([
      t.call('/api/admin/withdrawalDecide', { id, action: 'approve' }, { token: w.finance.token }),
      t.call('/api/admin/withdrawalDecide', { id, action: 'approve' }, { token: w.admin.token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([STATUS.OK, STATUS.CONFLICT]);
    expect(both.find((r) => r.status === STATUS.OK)!.data).toMatchObject({ status: 'paying' });
    const sent = await t.db.selectFrom('payout_transfers').select('channel').where('withdrawal_id', '=', id).execute();
    expect(sent).toEqual([{ channel: 'manual' }]);
    const paid = await t.call('/api/admin/payoutSettle', { id, outcome: 'paid' }, { token: w.finance.token });
    expect(paid.data).toMatchObject({ status: 'paid' });
    const moved = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('uniq', '=', `withdraw:${id}:decided`)
      .execute();
    expect(moved).toHaveLength(1);
    const ledger = await t.call('/api/admin/ledgerCheck', {}, { token: w.finance.token });
    expect(ledger.data).toMatchObject({ ok: true, problems: [] });

    const second = await withdrawal(200);
    const noReason = await t.call(
      '/api/admin/withdrawalDecide',
      { id: second, action: 'reject' },
      { token: w.finance.token },
    );
    expect(noReason.code).toBe('admin.reason_required');
    const rej = await t.call(
      '/api/admin/withdrawalDecide',
      { id: second, action: 'reject', reason: '账户信息有误' },
      { token: w.finance.token },
    );
    expect(rej.data).toMatchObject({ status: 'rejected', reason: '账户信息有误' });
    const st = await t.call('/api/admin/userStatement', { username: 'POSTER1' }, { token: w.finance.token });
    expect(st.data.user).toMatchObject({ wallet: 700, hold: 0 });
    expect(st.data.statement.list[0]!.kind).toBe('withdraw_rejected');
    const none = await t.call('/api/admin/userStatement', { username: 'nobody-at-all' }, { token: w.finance.token });
    expect(none.code).toBe('admin.user_not_found');

    const log = await t.call('/api/admin/auditList', { targetType: 'withdrawal' }, { token: w.admin.token });
    expect(log.data.list.map((e) => [e.action, e.targetId])).toEqual([
      ['withdrawal.reject', String(second)],
      ['withdrawal.payout_paid', String(id)],
      ['withdrawal.approve', String(id)],
    ]);
  });
});
