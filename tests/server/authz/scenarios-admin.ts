import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';

// The console's writes: operator roles of the owner's account. A refused call must leave the owner's roles
// and the audit log as they were.

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
} satisfies Partial<Record<MutatingPath, Scenario>>;
