import { POST_STATUS } from '../../../protocol/status';
import { fundWallet } from '../support/money-db';
import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { key, ok, payoutAccount } from './scenarios-money';
import { insertPost, rowOf } from './world';

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
} satisfies Partial<Record<MutatingPath, Scenario>>;
