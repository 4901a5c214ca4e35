import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../protocol/status';
import { OPERATOR_LOGIN_PAIR } from '../../../../server/domain/accounts';
import { runRolesAdmin } from '../../../../server/domain/console/roles-admin';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { person, staff } from '../../support/operators';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) } };
}

describe.each(dialects)('audit log and roles (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => staff(t));

  it('grants and revokes from the command line, audited with the actor cli', async () => {
    const a = io();
    expect(await runRolesAdmin(t.db, ['roles', 'grant', 'plainuser', 'finance', '--reason', 'month end'], a.io)).toBe(
      0,
    );
    expect(a.out[0]).toBe('plainuser: granted finance; roles now: finance');
    expect(await runRolesAdmin(t.db, ['roles', 'list'], a.io)).toBe(0);
    expect(a.out[1]).toMatch(/plainuser\s+finance\s+\d{4}-\d\d-\d\d \d\d:\d\d by cli/);
    expect(await runRolesAdmin(t.db, ['roles', 'grant', 'plainuser', 'finance'], a.io)).toBe(1);
    expect(a.err[0]).toMatch(/^refused: /);
    expect(await runRolesAdmin(t.db, ['roles', 'grant', 'plainuser', 'boss'], a.io)).toBe(2);
    expect(await runRolesAdmin(t.db, ['roles', 'revoke', 'plainuser', 'finance'], a.io)).toBe(0);
    expect(await runRolesAdmin(t.db, ['posts', 'pending'], a.io)).toBeNull();

    const rows = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(w.user.id)).execute();
    expect(rows.map((r) => [r.action, r.actor_id, r.actor_role, r.reason])).toEqual([
      ['role.grant', null, 'cli', 'month end'],
      ['role.revoke', null, 'cli', ''],
    ]);
    expect(JSON.parse(rows[1]!.before!)).toEqual({ username: 'plainuser', roles: ['finance'] });
  });

  it('refuses every UPDATE and DELETE of the audit log in the database itself', async () => {
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(t.db.updateTable('audit_log').set({ reason: 'edited' }).execute()).rejects.toThrow(/append-only/);
    await expect(
      t.db.updateTable('audit_log').set({ actor_id: 1 }).where('id', '=', before[0]!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', before[0]!.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    if (dialect === 'postgres') await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
    // Appending still works.
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_role: 'cli',
        action: 'x',
        target_type: 'user',
        target_id: '1',
        before: null,
        after: null,
        reason: '',
        ip: '',
        created_at: nowS(),
      })
      .execute();
  });

  it('throttles an operator account harder than a user account', async () => {
    const op = await person(t, 'opguess', ['support']);
    const user = await person(t, 'userguess');
    const wrong = (username: string) =>
      t.call('/api/account/loginByPassword', { username, password: 'not-the-password' }, { ip: '10.20.30.40' });
    for (let i = 0; i < OPERATOR_LOGIN_PAIR.free; i++)
      expect((await wrong(op.username)).status).toBe(STATUS.BAD_CREDENTIALS);
    expect((await wrong(op.username)).code).toBe('account.too_many_attempts');
    for (let i = 0; i <= OPERATOR_LOGIN_PAIR.free; i++)
      expect((await wrong(user.username)).status).toBe(STATUS.BAD_CREDENTIALS);
  });
});
