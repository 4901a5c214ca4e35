import { describe, expect, it } from 'vitest';
import { ADMIN_USERS_ACCESS, TEMP_PASSWORD_TTL_S, VIP_GRANT_DAYS_MAX } from '../../../protocol/console-users';
import type { AdminUsersEndpoints } from '../../../protocol/console-users';
import { VIP_LEVEL } from '../../../protocol/money';
import type { OperatorRole } from '../../../protocol/console-operators';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { hashPassword } from '../../../server/domain/accounts';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { fundWallet } from '../support/money-db';
import { bystander } from '../support/moderation';
import { staff } from '../support/operators';

type Path = keyof AdminUsersEndpoints;

/** Who may call each endpoint: written out, not derived, so a changed permission map fails here. */
const ALLOWED: Record<Path, readonly OperatorRole[]> = {
  '/api/admin/userDetail': ['admin', 'moderator', 'finance', 'support'],
  '/api/admin/userPosts': ['admin', 'moderator', 'finance', 'support'],
  '/api/admin/userOrders': ['admin', 'finance', 'support'],
  '/api/admin/userMoney': ['admin', 'finance', 'support'],
  '/api/admin/userSessionEnd': ['admin', 'moderator'],
  '/api/admin/userPasswordReset': ['admin', 'moderator'],
  '/api/admin/userVipGrant': ['admin', 'moderator'],
};

const ROLES: readonly OperatorRole[] = ['support', 'finance', 'moderator', 'admin'];
const PASSWORD = 'operator-secret-1';
const DAY_S = 86_400;

describe.each(dialects)('console users (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const fx = await insertFixtures(t.db);
    return { fx, ...(await staff(t)) };
  });

  /** A fresh account with one live session, made without the (throttled) registration endpoint. */
  async function member(): Promise<{ id: number; username: string; token: string }> {
    const id = await bystander(t.db);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', id)
      .execute();
    const row = await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    const login = await t.call('/api/account/loginByPassword', { username: row.username, password: PASSWORD });
    expect(login.status).toBe(STATUS.OK);
    return { id, username: row.username, token: login.data };
  }

  const login = (username: string, password: string) => t.call('/api/account/loginByPassword', { username, password });

  async function payload(path: Path): Promise<Record<string, unknown>> {
    switch (path) {
      case '/api/admin/userDetail':
      case '/api/admin/userPosts':
      case '/api/admin/userOrders':
      case '/api/admin/userMoney':
        return { userId: w.user.id };
      case '/api/admin/userSessionEnd': {
        const m = await member();
        const s = await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow();
        return { userId: m.id, sessionId: s.id, reason: 'stolen phone' };
      }
      case '/api/admin/userPasswordReset':
        return { userId: await bystander(t.db), reason: 'lost phone' };
      case '/api/admin/userVipGrant':
        return { userId: await bystander(t.db), days: 7, reason: 'goodwill' };
    }
  }

  it('has an expectation for every endpoint, and lets exactly the allowed roles through', async () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ADMIN_USERS_ACCESS).sort());
    for (const path of Object.keys(ALLOWED) as Path[]) {
      for (const role of ROLES) {
        const r = await t.call(path, await payload(path), { token: w[role].token });
        expect([path, role, r.status]).toEqual([
          path,
          role,
          ALLOWED[path].includes(role) ? STATUS.OK : STATUS.FORBIDDEN,
        ]);
      }
      const plain = await t.call(path, await payload(path), { token: w.user.token });
      expect([path, plain.status]).toEqual([path, STATUS.NOT_FOUND]);
      expect((await t.call(path, await payload(path))).status).toBe(STATUS.NOT_LOGGED_IN);
    }
    // Several dozen calls, each payload with fresh accounts (a password hash each): allow for a busy machine.
  }, 120_000);

  it('shows one person: profile, wallet from the ledger, inviter, posts with their status codes, sessions, orders', async () => {
    const m = await member();
    await t.db.updateTable('users').set({ invited_by: w.admin.id }).where('id', '=', m.id).execute();
    await fundWallet(t.db, m.id, 120, `detail-${dialect}`);
    const posts = await t.db.selectFrom('posts').select('id').orderBy('id').limit(2).execute();
    await t.db.updateTable('posts').set({ user_id: m.id }).where('id', '=', posts[0]!.id).execute();
    await t.db
      .updateTable('posts')
      .set({ user_id: m.id, status: POST_STATUS.FAILED })
      .where('id', '=', posts[1]!.id)
      .execute();
    const d = await t.call('/api/admin/userDetail', { userId: m.id }, { token: w.support.token });
    expect(d.data).toMatchObject({
      id: m.id,
      username: m.username,
      walletGold: 120,
      invitedBy: { id: w.admin.id, username: 'opadmin' },
      roles: [],
      posts: 2,
      liveSessions: 1,
      vipActive: 0,
      tempPasswordUntil: null,
    });
    expect(d.data.sessionList).toHaveLength(1);
    expect(d.data.sessionList[0]).toMatchObject({ ip: expect.any(String), device: expect.any(String) });
    const inviter = await t.call('/api/admin/userDetail', { userId: w.admin.id }, { token: w.support.token });
    expect(inviter.data).toMatchObject({ roles: ['admin'] });
    expect(inviter.data.invited).toBeGreaterThanOrEqual(1);

    const p = await t.call('/api/admin/userPosts', { userId: m.id }, { token: w.support.token });
    expect(p.data.total).toBe(2);
    expect(p.data.list.map((x) => x.status).sort()).toEqual([POST_STATUS.VERIFIED, POST_STATUS.FAILED].sort());
    expect(p.data.list[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String) });

    const o = await t.call('/api/admin/userOrders', { userId: m.id }, { token: w.finance.token });
    expect(o.data.orders.list.map((x) => x.status)).toEqual(['paid']);
    expect(o.data.vip).toEqual([]);
  });

  it('answers not found for an unknown user on every endpoint, and refuses bad input without changing anything', async () => {
    const ghost = 987_654;
    for (const path of Object.keys(ALLOWED) as Path[]) {
      const body = { ...(await payload(path)), userId: ghost };
      const r = await t.call(path, body, { token: w.admin.token });
      expect([path, r.status, r.code]).toEqual([path, STATUS.NOT_FOUND, 'admin.user_not_found']);
    }
    const target = await bystander(t.db);
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    const bad: Record<string, unknown>[] = [
      { userId: target, days: 0, reason: 'x' },
      { userId: target, days: VIP_GRANT_DAYS_MAX + 1, reason: 'x' },
      { userId: target, days: 1.5, reason: 'x' },
      { userId: target, days: 30, level: VIP_LEVEL.LIFETIME, reason: 'x' },
      { userId: target, days: 30, level: 0, reason: 'x' },
      { userId: target, days: 30, reason: '   ' },
      { userId: target, days: 30 },
      { userId: 'abc', days: 30, reason: 'x' },
      { userId: target, days: '30; drop table users', reason: 'x' },
    ];
    for (const b of bad) {
      const r = await t.call('/api/admin/userVipGrant', b as never, { token: w.admin.token });
      expect([b, r.status]).toEqual([b, STATUS.BAD_PAYLOAD]);
      expect(r.msg).toBeTruthy();
    }
    const noReason = await t.call('/api/admin/userPasswordReset', { userId: target } as never, {
      token: w.admin.token,
    });
    expect(noReason.status).toBe(STATUS.BAD_PAYLOAD);
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', target).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    expect(await t.db.selectFrom('vip_grants').selectAll().where('user_id', '=', target).execute()).toEqual([]);

    // Support reads but does not act; nothing changes for the refused calls.
    const m = await member();
    const s = await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow();
    for (const [path, body] of [
      ['/api/admin/userPasswordReset', { userId: m.id, reason: 'x' }],
      ['/api/admin/userVipGrant', { userId: m.id, days: 3, reason: 'x' }],
      ['/api/admin/userSessionEnd', { userId: m.id, sessionId: s.id, reason: 'x' }],
    ] as const) {
      const r = await t.call(path, body as never, { token: w.support.token });
      expect([path, r.status, r.code]).toEqual([path, STATUS.FORBIDDEN, 'admin.forbidden']);
    }
    expect((await t.call('/api/user/userinfo', {}, { token: m.token })).status).toBe(STATUS.OK);
    expect((await login(m.username, PASSWORD)).status).toBe(STATUS.OK);
  });

  it('ends one session and leaves the others; another account’s or an ended session is not found', async () => {
    const m = await member();
    const second = await login(m.username, PASSWORD);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.id).orderBy('id').execute();
    const first = sessions[0]!.id;
    const r = await t.call(
      '/api/admin/userSessionEnd',
      { userId: m.id, sessionId: first, reason: 'stolen phone' },
      { token: w.moderator.token },
    );
    expect(r.data.sessionList.map((s) => s.id)).not.toContain(first);
    expect((await t.call('/api/user/userinfo', {}, { token: m.token })).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await t.call('/api/user/userinfo', {}, { token: second.data })).status).toBe(STATUS.OK);
    const again = await t.call(
      '/api/admin/userSessionEnd',
      { userId: m.id, sessionId: first, reason: 'x' },
      { token: w.moderator.token },
    );
    expect(again).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.session_not_found' });
    const other = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', w.user.id)
      .executeTakeFirstOrThrow();
    const foreign = await t.call(
      '/api/admin/userSessionEnd',
      { userId: m.id, sessionId: other.id, reason: 'x' },
      { token: w.moderator.token },
    );
    expect(foreign).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.session_not_found' });
    expect((await t.call('/api/user/userinfo', {}, { token: w.user.token })).status).toBe(STATUS.OK);
    const log = await t.call('/api/admin/auditList', { action: 'user.session_end' }, { token: w.admin.token });
    expect(log.data.list[0]).toMatchObject({
      targetId: String(m.id),
      reason: 'stolen phone',
      after: { sessionId: first },
    });
  });

  it('resets a password: a temporary one shown once, every session ends, it opens one login, then the user chooses', async () => {
    const m = await member();
    const r = await t.call(
      '/api/admin/userPasswordReset',
      { userId: m.id, reason: 'lost the bound phone' },
      { token: w.moderator.token },
    );
    expect(r.status).toBe(STATUS.OK);
    const temp = r.data.password;
    expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(r.data.sessionsEnded).toBe(1);
    expect(r.data.expiresAt).toBeGreaterThanOrEqual(nowS() + TEMP_PASSWORD_TTL_S - 5);
    expect((await t.call('/api/user/userinfo', {}, { token: m.token })).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await login(m.username, PASSWORD)).status).toBe(STATUS.BAD_CREDENTIALS);

    // Neither the audit log nor the notice holds the password; the detail says one is waiting.
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.password_reset')
      .where('target_id', '=', String(m.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(temp);
    const detail = await t.call('/api/admin/userDetail', { userId: m.id }, { token: w.support.token });
    expect(detail.data).toMatchObject({ liveSessions: 0, tempPasswordUntil: r.data.expiresAt });

    // Two logins racing with it: one session between them; later logins with it fail.
    const [a, b] = await Promise.all([login(m.username, temp), login(m.username, temp)]);
    expect([a.status, b.status].sort()).toEqual([STATUS.OK, STATUS.BAD_CREDENTIALS].sort());
    const token = a.status === STATUS.OK ? a.data : b.data;
    expect((await login(m.username, temp)).status).toBe(STATUS.BAD_CREDENTIALS);
    const notices = await t.call('/api/message/getSystemNoticeList', { page: 1 }, { token, language: 'en' });
    expect(notices.data.list[0]).toMatchObject({ kind: 'account', title: 'Your password was reset by support' });
    expect(JSON.stringify(notices.data)).not.toContain(temp);

    // The session it opened is asked to choose a password, and does, with the temporary one as the current.
    expect((await t.call('/api/user/userinfo', {}, { token })).data.mustChangePassword).toBe(true);
    const change = await t.call(
      '/api/account/changePassword',
      { oldPassword: temp, newPassword: 'Copper-Kettle-2290' },
      { token },
    );
    expect(change.status).toBe(STATUS.OK);
    expect((await t.call('/api/user/userinfo', {}, { token })).data).not.toHaveProperty('mustChangePassword');
    expect((await login(m.username, 'Copper-Kettle-2290')).status).toBe(STATUS.OK);
    expect((await login(m.username, 'Copper-Kettle-2290')).status).toBe(STATUS.OK);
    const after = await t.call('/api/admin/userDetail', { userId: m.id }, { token: w.support.token });
    expect(after.data.tempPasswordUntil).toBeNull();

    // An operator's password is not for a colleague to reset.
    const colleague = await t.call(
      '/api/admin/userPasswordReset',
      { userId: w.admin.id, reason: 'x' },
      { token: w.moderator.token },
    );
    expect(colleague).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.operator_target' });
    expect((await login('opadmin', PASSWORD)).status).toBe(STATUS.OK);
  });

  it("refuses an operator's account, the caller's own included: no logout, no session's end, no VIP", async () => {
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', w.admin.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    const vipBefore = await t.db
      .selectFrom('users')
      .select(['id', 'vip_level', 'vip_expires_at'])
      .where('id', 'in', [w.admin.id, w.moderator.id])
      .orderBy('id')
      .execute();
    const attempts = await Promise.all([
      t.call('/api/admin/userLogout', { userId: w.admin.id, reason: 'x' }, { token: w.moderator.token }),
      t.call(
        '/api/admin/userSessionEnd',
        { userId: w.admin.id, sessionId: session.id, reason: 'x' },
        { token: w.moderator.token },
      ),
      t.call(
        '/api/admin/userVipGrant',
        { userId: w.moderator.id, days: 366, reason: 'x' },
        { token: w.moderator.token },
      ),
      t.call('/api/admin/userVipGrant', { userId: w.admin.id, days: 30, reason: 'x' }, { token: w.moderator.token }),
      t.call('/api/admin/userLogout', { userId: w.moderator.id, reason: 'x' }, { token: w.admin.token }),
    ]);
    for (const r of attempts) expect(r).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.operator_target' });
    expect((await t.call('/api/admin/userDetail', { userId: w.user.id }, { token: w.admin.token })).status).toBe(
      STATUS.OK,
    );
    expect((await t.call('/api/admin/userDetail', { userId: w.user.id }, { token: w.moderator.token })).status).toBe(
      STATUS.OK,
    );
    const vipAfter = await t.db
      .selectFrom('users')
      .select(['id', 'vip_level', 'vip_expires_at'])
      .where('id', 'in', [w.admin.id, w.moderator.id])
      .orderBy('id')
      .execute();
    expect(vipAfter).toEqual(vipBefore);
  });

  it('refuses an expired temporary password', async () => {
    const m = await member();
    const r = await t.call('/api/admin/userPasswordReset', { userId: m.id, reason: 'x' }, { token: w.admin.token });
    await t.db
      .updateTable('users')
      .set({ temp_password_expires_at: nowS() - 1 })
      .where('id', '=', m.id)
      .execute();
    expect((await login(m.username, r.data.password)).status).toBe(STATUS.BAD_CREDENTIALS);
  });

  it('grants VIP with a reason: two grants at once both apply, recorded in history, audit and a notice', async () => {
    const m = await member();
    const start = nowS();
    const grants = await Promise.all([
      t.call('/api/admin/userVipGrant', { userId: m.id, days: 30, reason: 'outage' }, { token: w.moderator.token }),
      t.call('/api/admin/userVipGrant', { userId: m.id, days: 30, reason: 'contest' }, { token: w.admin.token }),
    ]);
    expect(grants.map((g) => g.status)).toEqual([STATUS.OK, STATUS.OK]);
    const row = await t.db
      .selectFrom('users')
      .select(['vip_level', 'vip_expires_at'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.vip_level).toBe(VIP_LEVEL.MONTHLY);
    expect(row.vip_expires_at! - start).toBeGreaterThanOrEqual(60 * DAY_S);
    expect(row.vip_expires_at! - start).toBeLessThanOrEqual(60 * DAY_S + 5);

    const mine = await t.call('/api/user/myVipInfo', {}, { token: m.token });
    expect(mine.data.is_vip).toBe(VIP_LEVEL.MONTHLY);
    expect(mine.data.history).toHaveLength(2);
    expect(mine.data.history.every((h) => h.granted === true && h.priceGold === 0)).toBe(true);
    const orders = await t.call('/api/admin/userOrders', { userId: m.id }, { token: w.support.token });
    expect(orders.data.vip).toHaveLength(2);
    // No money moves: no transfer names the account.
    expect(await t.db.selectFrom('ledger_transfers').select('id').where('user_id', '=', m.id).execute()).toEqual([]);

    const log = await t.call(
      '/api/admin/auditList',
      { action: 'user.vip_grant', targetId: String(m.id) },
      { token: w.admin.token },
    );
    expect(log.data.list).toHaveLength(2);
    expect(log.data.list.map((e) => e.reason).sort()).toEqual(['contest', 'outage']);
    const first = log.data.list[1]!;
    expect(first.before).toMatchObject({ vipLevel: 0, vipExpiresAt: null });
    expect(first.after).toMatchObject({ vipLevel: VIP_LEVEL.MONTHLY, days: 30 });
    const notices = await t.call('/api/message/getSystemNoticeList', { page: 1 }, { token: m.token });
    expect(notices.data.list[0]).toMatchObject({ kind: 'money', title: '你获得了 VIP 会员' });
    expect(notices.data.list[0]!.text).toMatch(/^客服为你开通了 30 天月卡会员/);

    // An annual grant over the monthly one converts the days left; a lower tier than the one in force is refused.
    const up = await t.call(
      '/api/admin/userVipGrant',
      { userId: m.id, days: 10, level: VIP_LEVEL.ANNUAL, reason: 'upgrade' },
      { token: w.admin.token },
    );
    expect(up.data).toMatchObject({ level: VIP_LEVEL.ANNUAL, before: { level: VIP_LEVEL.MONTHLY } });
    const down = await t.call(
      '/api/admin/userVipGrant',
      { userId: m.id, days: 10, level: VIP_LEVEL.MONTHLY, reason: 'x' },
      { token: w.admin.token },
    );
    expect(down).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'money.vip_lower' });
  });
});
