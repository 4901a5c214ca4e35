import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { rowOf } from './world';

// The console's writes on one person (protocol/console-users.ts), aimed at the owner's account. A refused call
// must leave the account, its sessions, its membership, its notices and the audit log as they were.

function personState(c: Cell) {
  const { db } = c.s.t;
  return async () => ({
    user: await rowOf(db, 'users', c.owner.id),
    sessions: await db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', c.owner.id).execute(),
    grants: await db.selectFrom('vip_grants').selectAll().where('user_id', '=', c.owner.id).execute(),
    notices: await db.selectFrom('user_notices').selectAll().where('user_id', '=', c.owner.id).execute(),
    audit: await db.selectFrom('audit_log').selectAll().where('target_id', '=', String(c.owner.id)).execute(),
  });
}

export const USERS_SCENARIOS = {
  '/api/admin/userSessionEnd': async (c) => {
    const session = await c.s.t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', c.owner.id)
      .executeTakeFirstOrThrow();
    return {
      payload: { userId: c.owner.id, sessionId: session.id, reason: 'Phone reported stolen' },
      state: personState(c),
    };
  },
  '/api/admin/userPasswordReset': async (c) => ({
    payload: { userId: c.owner.id, reason: 'Lost access to the bound phone' },
    state: personState(c),
  }),
  '/api/admin/userVipGrant': async (c) => ({
    payload: { userId: c.owner.id, days: 30, reason: 'Goodwill after the payment outage' },
    state: personState(c),
  }),
} satisfies Partial<Record<MutatingPath, Scenario>>;
