import { POST_STATUS } from '../../../protocol/status';
import { approveWithdrawal, MANUAL } from '../../../server/domain/money';
import { fundWallet } from '../support/money-db';
import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { key, ok, payoutAccount } from './scenarios-money';
import { IMG } from '../support/release';
import { insertPost, person, rowOf } from './world';

// The console's writes: operator roles of the owner's account, the review of the owner's pending post, the
// decision on the owner's withdrawal. A refused call must leave the target and the audit log as they were.

function roleState(c: Cell) {
  const { db } = c.s.t;
  return async () => ({
    roles: await db
      .selectFrom('user_roles')
      .select(['role', 'granted_by'])
      .where('user_id', '=', c.owner.id)
      .orderBy('role')
      .execute(),
    audit: await db.selectFrom('audit_log').selectAll().where('target_id', '=', String(c.owner.id)).execute(),
  });
}

/** The owner's account and live sessions: a refused ban, unban or logout leaves both alone. */
function accountState(c: Cell) {
  const { db } = c.s.t;
  return async () => ({
    user: await rowOf(db, 'users', c.owner.id),
    sessions: await db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', c.owner.id).execute(),
  });
}

const tableState = (c: Cell, table: 'ads' | 'user_notices') => () =>
  c.s.t.db.selectFrom(table).selectAll().orderBy('id').execute();

/** A pending withdrawal of the owner's, to a fresh payout account. */
async function ownerWithdrawal(c: Cell, tag: string): Promise<number> {
  const { t } = c.s;
  const accountId = await payoutAccount(t, c.owner);
  await fundWallet(t.db, c.owner.id, 500, `authz-${tag}-${c.n}`);
  const w = await ok(
    t.call('/api/order/withdraw', { amount: 100, accountId, key: key() }, { token: c.owner.token }),
    'withdraw',
  );
  return w.id;
}

export const ADMIN_SCENARIOS = {
  '/api/admin/grantRole': async (c) => ({
    payload: { username: c.owner.username, role: 'support', reason: 'Covers the weekend queue' },
    state: roleState(c),
  }),
  '/api/admin/revokeRole': async (c) => {
    await c.s.t.db
      .insertInto('user_roles')
      .values({ user_id: c.owner.id, role: 'moderator', granted_by: null, granted_at: Math.floor(Date.now() / 1000) })
      .execute();
    return { payload: { username: c.owner.username, role: 'moderator', reason: 'Left the team' }, state: roleState(c) };
  },
  '/api/admin/reviewDecide': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id, { status: POST_STATUS.PENDING });
    return { payload: { id, action: 'approve' }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/admin/reviewBulk': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id, { status: POST_STATUS.PENDING });
    return {
      payload: { ids: [id], action: 'reject', reason: 'The photos show another shop' },
      state: () => rowOf(c.s.t.db, 'posts', id),
    };
  },
  '/api/admin/withdrawalDecide': async (c) => {
    const { t } = c.s;
    const accountId = await payoutAccount(t, c.owner);
    await fundWallet(t.db, c.owner.id, 500, `authz-decide-${c.n}`);
    const payload = { amount: 100, accountId, key: key() };
    const w = await ok(t.call('/api/order/withdraw', payload, { token: c.owner.token }), 'withdraw');
    return {
      payload: { id: w.id, action: 'reject', reason: 'The account holder does not match' },
      state: () => rowOf(t.db, 'withdrawals', w.id),
    };
  },
  '/api/admin/payoutReveal': async (c) => {
    const { t } = c.s;
    const id = await ownerWithdrawal(c, 'reveal');
    return {
      payload: { id },
      state: () => t.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(id)).execute(),
    };
  },
  '/api/admin/payoutSettle': async (c) => {
    const { t } = c.s;
    const id = await ownerWithdrawal(c, 'settle');
    await approveWithdrawal(t.db, new Map(), { id, channel: MANUAL, nowS: Math.floor(Date.now() / 1000) });
    return {
      payload: { id, outcome: 'failed', reason: 'The bank returned the transfer' },
      state: () => rowOf(t.db, 'withdrawals', id),
    };
  },
  '/api/admin/reportHandle': async (c) => {
    const { db } = c.s.t;
    const postId = await insertPost(db, c.owner.id);
    const report = await db
      .insertInto('post_reports')
      .values({ post_id: postId, reporter_id: c.another.id, reason: 'fake', created_at: Math.floor(Date.now() / 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      payload: { kind: 'post', id: report.id, action: 'hide', reason: 'Photos copied from another listing' },
      state: async () => ({
        post: await rowOf(db, 'posts', postId),
        report: await db.selectFrom('post_reports').selectAll().where('id', '=', report.id).executeTakeFirst(),
      }),
    };
  },
  '/api/admin/userBan': async (c) => ({
    payload: { userId: c.owner.id, reason: 'Posts the same listing under many names' },
    state: accountState(c),
  }),
  // A banned account cannot call at all, so the banned target here is a third account, not the owner.
  '/api/admin/userUnban': async (c) => {
    const { db } = c.s.t;
    const banned = await person(c.s);
    await db
      .updateTable('users')
      .set({ banned_at: Math.floor(Date.now() / 1000), ban_reason: 'Spam' })
      .where('id', '=', banned.id)
      .execute();
    return {
      payload: { userId: banned.id, reason: 'Appeal accepted' },
      state: () => rowOf(db, 'users', banned.id),
    };
  },
  '/api/admin/userLogout': async (c) => ({
    payload: { userId: c.owner.id, reason: 'Reported a lost phone' },
    state: accountState(c),
  }),
  '/api/admin/noticeSend': async (c) => ({
    payload: {
      username: c.owner.username,
      title: 'Your listing photos',
      body: 'Please add a photo of the shop front.',
      titleEn: 'Your listing photos',
      bodyEn: 'Please add a photo of the shop front.',
    },
    state: tableState(c, 'user_notices'),
  }),
  '/api/admin/adSave': async (c) => ({
    payload: {
      slot: 'home_banner',
      title: 'Spring bike check',
      image: IMG[0]!,
      url: '/search',
      type: 2,
      sort: 1,
      active: true,
      startsAt: null,
      endsAt: null,
    },
    state: tableState(c, 'ads'),
  }),
  // The matrix's app runs no jobs: the admin gets past authorisation to the business refusal (the retry
  // itself is tested with a real failed job in routes/console-jobs.test.ts).
  '/api/admin/jobRetry': async (c) => ({
    payload: { id: '1' },
    state: async () => c.s.t.db.selectFrom('audit_log').selectAll().where('action', '=', 'job.retry').execute(),
  }),
} satisfies Partial<Record<MutatingPath, Scenario>>;
