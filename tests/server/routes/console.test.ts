import { describe, expect, it } from 'vitest';
import { ADMIN_ACCESS } from '../../../protocol/console';
import type { AdminEndpoints } from '../../../protocol/console';
import type { OperatorRole } from '../../../protocol/console-operators';
import { STATUS } from '../../../protocol/status';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { person, staff } from '../support/operators';

type AdminPath = keyof AdminEndpoints;

/** Who may call each console endpoint: written out here, not derived, so a changed permission map fails. */
const ALLOWED: Record<AdminPath, readonly OperatorRole[]> = {
  '/api/admin/me': ['admin', 'moderator', 'finance', 'support'],
  '/api/admin/dashboard': ['admin', 'moderator', 'finance', 'support'],
  '/api/admin/listRoles': ['admin'],
  '/api/admin/grantRole': ['admin'],
  '/api/admin/revokeRole': ['admin'],
  '/api/admin/auditList': ['admin'],
};

const PAYLOAD: Record<AdminPath, Record<string, unknown>> = {
  '/api/admin/me': {},
  '/api/admin/dashboard': { since: nowS() - 3600 },
  '/api/admin/listRoles': {},
  // Granted by the admin's call, then revoked by the next endpoint's.
  '/api/admin/grantRole': { username: 'grantee', role: 'support', reason: 'matrix' },
  '/api/admin/revokeRole': { username: 'grantee', role: 'support', reason: 'matrix' },
  '/api/admin/auditList': { pageSize: 5 },
};

const ROLES: readonly OperatorRole[] = ['support', 'moderator', 'finance', 'admin'];

describe.each(dialects)('console endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await staff(t)), grantee: await person(t, 'grantee') }));

  it('has an expectation for every console endpoint', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ADMIN_ACCESS).sort());
  });

  it('answers a guest 420, a user not_found (like an unknown endpoint), a role without the capability 403', async () => {
    for (const path of Object.keys(ADMIN_ACCESS) as AdminPath[]) {
      expect((await t.call(path, PAYLOAD[path])).status, path).toBe(STATUS.NOT_LOGGED_IN);
      const user = await t.call(path, PAYLOAD[path], { token: w.user.token });
      const unknown = await t.call('/api/admin/nothingHere' as AdminPath, {}, { token: w.user.token });
      expect(user, path).toMatchObject({ status: STATUS.NOT_FOUND, code: 'api.not_found', msg: unknown.msg });
      for (const role of ROLES) {
        const r = await t.call(path, PAYLOAD[path], { token: w[role].token });
        if (ALLOWED[path].includes(role)) expect(r.status, `${path} as ${role}: ${r.msg}`).toBe(STATUS.OK);
        else expect(r, `${path} as ${role}`).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.forbidden' });
      }
    }
    // The refused grant changed nothing; the admin's grant and revoke are both in the log.
    const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', w.grantee.id).execute();
    expect(roles).toEqual([]);
    const log = await t.call('/api/admin/auditList', { targetId: String(w.grantee.id) }, { token: w.admin.token });
    expect(log.data.list.map((e) => e.action)).toEqual(['role.revoke', 'role.grant']);
  });

  it('tells an operator who they are and what their roles allow', async () => {
    const me = await t.call('/api/admin/me', {}, { token: w.finance.token });
    expect(me.data).toMatchObject({ username: 'opfinance', roles: ['finance'] });
    expect(me.data.capabilities).toEqual([
      'dashboard',
      'users.read',
      'orders.read',
      'withdrawals',
      'payouts.reveal',
      'ledger',
    ]);
    const both = await person(t, 'twohats', ['support', 'moderator']);
    const two = await t.call('/api/admin/me', {}, { token: both.token });
    expect(two.data.roles).toEqual(['moderator', 'support']);
    expect(two.data.capabilities).toContain('review');
    expect(two.data.capabilities).toContain('orders.read');
    expect(two.data.capabilities).not.toContain('withdrawals');
  });

  it('grants and revokes roles with the before and after in the audit log, and keeps one admin', async () => {
    const token = w.admin.token;
    const granted = await t.call(
      '/api/admin/grantRole',
      { username: 'PlainUser', role: 'moderator', reason: 'new hire' },
      { token, ip: '10.9.8.7' },
    );
    expect(granted.data).toMatchObject({ username: 'plainuser', roles: [{ role: 'moderator', grantedBy: 'opadmin' }] });
    const again = await t.call('/api/admin/grantRole', { username: 'plainuser', role: 'moderator' }, { token });
    expect(again).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.role_held' });
    expect((await t.call('/api/admin/me', {}, { token: w.user.token })).data.roles).toEqual(['moderator']);

    const entry = (await t.call('/api/admin/auditList', { action: 'role.grant', actor: 'opadmin' }, { token })).data
      .list[0]!;
    expect(entry).toMatchObject({
      actorName: 'opadmin',
      actorRole: 'admin',
      targetType: 'user',
      targetId: String(w.user.id),
      before: { username: 'plainuser', roles: [] },
      after: { username: 'plainuser', roles: ['moderator'] },
      reason: 'new hire',
      ip: '10.9.8.7',
    });
    const revoked = await t.call(
      '/api/admin/revokeRole',
      { username: 'plainuser', role: 'moderator', reason: 'left' },
      { token },
    );
    expect(revoked.data.roles).toEqual([]);
    const missing = await t.call('/api/admin/revokeRole', { username: 'plainuser', role: 'moderator' }, { token });
    expect(missing).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.role_not_held' });
    const nobody = await t.call('/api/admin/grantRole', { username: 'nobody-here', role: 'support' }, { token });
    expect(nobody).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.user_not_found' });
    const bad = await t.call('/api/admin/grantRole', { username: 'plainuser', role: 'owner' }, { token });
    expect(bad).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'payload.not_one_of' });

    // The only admin cannot revoke the role from themselves, nor can two admins revoke each other at once.
    const last = await t.call('/api/admin/revokeRole', { username: 'opadmin', role: 'admin' }, { token });
    expect(last).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.last_admin' });
    const second = await person(t, 'opadmin2', ['admin']);
    const both = await Promise.all([
      t.call('/api/admin/revokeRole', { username: 'opadmin2', role: 'admin' }, { token }),
      t.call('/api/admin/revokeRole', { username: 'opadmin', role: 'admin' }, { token: second.token }),
    ]);
    expect(both.filter((r) => r.status === STATUS.OK)).toHaveLength(1);
    const admins = await t.db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // Whoever lost the admin role is no operator any more: the console area is gone for them.
    const loser = both[0]!.status === STATUS.OK ? second : w.admin;
    expect((await t.call('/api/admin/me', {}, { token: loser.token })).code).toBe('api.not_found');
    if (loser === w.admin)
      await t.db
        .insertInto('user_roles')
        .values({ user_id: w.admin.id, role: 'admin', granted_by: null, granted_at: nowS() })
        .execute();
  });

  it('filters the audit log by actor, action, target and time, newest first', async () => {
    const token = w.admin.token;
    const all = await t.call('/api/admin/auditList', {}, { token });
    expect(all.data.total).toBeGreaterThan(3);
    const ids = all.data.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const future = await t.call('/api/admin/auditList', { from: nowS() + 3600 }, { token });
    expect(future.data.total).toBe(0);
    const past = await t.call('/api/admin/auditList', { to: nowS() - 3600 }, { token });
    expect(past.data.total).toBe(0);
    const cli = await t.call('/api/admin/auditList', { actor: 'cli' }, { token });
    expect(cli.data.total).toBe(0);
    const page = await t.call('/api/admin/auditList', { pageSize: 2, page: 2 }, { token });
    expect(page.data.list.map((e) => e.id)).toEqual(ids.slice(2, 4));
    const tooBig = await t.call('/api/admin/auditList', { pageSize: 1000 }, { token });
    expect(tooBig.status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('counts the dashboard queues and today', async () => {
    const d = await t.call('/api/admin/dashboard', { since: nowS() - 3600 }, { token: w.support.token });
    expect(d.data).toMatchObject({ pendingPosts: 0, pendingWithdrawals: 0, openReports: 0 });
    // Everyone registered in this suite counts as today's sign-ups.
    const users = await t.db.selectFrom('users').select('id').execute();
    expect(d.data.today.signups).toBe(users.length);
    expect((await t.call('/api/admin/dashboard', {}, { token: w.support.token })).status).toBe(STATUS.BAD_PAYLOAD);
  });
});
