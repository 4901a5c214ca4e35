import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../protocol/status';
import { migrateToLatest, openDatabase } from '../../../../server/db/database';
import * as init from '../../../../server/db/migrations/2026-11-22-001-init';
import { createTestEnv, dialects, useTestApp } from '../../helper';

describe.each(dialects)('account rules (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const register = (username: string, password: string, language?: string) =>
    t.call('/api/account/registerByPassword', { username, password }, { ip: `10.50.${++n}.1`, language });

  it('refuses the most common passwords and passwords built on the username, in any case', async () => {
    for (const [username, password, code] of [
      ['rule_a', 'password', 'account.password_common'],
      ['rule_b', '12345678', 'account.password_common'],
      ['rule_c', 'PassWord123', 'account.password_common'],
      ['rule_d', 'zzzzzzzzzz', 'account.password_common'],
      ['Rule_Eve', 'rule_eve', 'account.password_like_username'],
      ['rule_f', 'my-RULE_F-pass', 'account.password_like_username'],
      ['longname_rule_g', 'name_rule', 'account.password_like_username'],
    ] as const) {
      const r = await register(username, password);
      expect(r, `${username} / ${password}`).toMatchObject({ status: STATUS.BAD_PAYLOAD, code });
      expect(r.msg).toContain('password');
    }
    const en = await register('rule_h', 'qwerty123', 'en');
    expect(en.msg).toBe('Password (password): one of the most common passwords, easy to guess: choose another');
    expect((await register('rule_i', 'a-quiet-river-9')).status).toBe(STATUS.OK);
  });

  it('compares usernames without case: one account per name, login in any case', async () => {
    expect((await register('CaseMan', 'case-man-pass')).status).toBe(STATUS.OK);
    const twin = await register('caseman', 'another-pass-1');
    expect(twin).toMatchObject({ status: STATUS.CONFLICT, code: 'account.username_taken' });
    const r = await t.call('/api/account/loginByPassword', { username: 'CASEMAN', password: 'case-man-pass' });
    expect(r.status).toBe(STATUS.OK);
    const me = await t.call('/api/user/userinfo', {}, { token: r.data });
    expect(me.data.username).toBe('CaseMan');
    // The database itself refuses a twin, whoever inserts it.
    await expect(
      t.db
        .insertInto('users')
        .values({
          username: 'CASEMAN',
          password_hash: 'x',
          nickname: 'x',
          avatar: null,
          vip_expires_at: null,
          incode: 'TWIN0001',
          invited_by: null,
          created_at: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('gives a new account a generated display name in the request language', async () => {
    const r = await register('named_en', 'named-en-pass', 'en');
    const me = await t.call('/api/user/userinfo', {}, { token: r.data });
    expect(me.data.nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
    expect(me.data.nickname.toLowerCase()).not.toContain('named_en');
  });
});

describe.each(dialects)('the accounts migration (%s)', (dialect) => {
  it('keeps the oldest of case-variant twins and renames the younger ones, then the index holds', async () => {
    const env = await createTestEnv(dialect, 'goldpost-twins-');
    const { dataDir, databaseUrl, pgSchema } = env.config;
    const db = openDatabase({ dataDir, databaseUrl, pgSchema: pgSchema ?? undefined });
    try {
      // The database as it was before usernames ignored case.
      const before = new Migrator({
        db,
        provider: { getMigrations: async () => ({ '2026-11-22-001-init': init }) },
        ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      const user = (username: string, i: number) => ({
        username,
        password_hash: 'x',
        nickname: username,
        avatar: null,
        vip_expires_at: null,
        incode: `CODE000${i}`,
        invited_by: null,
        created_at: i,
      });
      await db
        .insertInto('users')
        .values([user('Anna', 1), user('anna', 2), user('ANNA', 3), user('bert', 4)])
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
      expect(rows.map((r) => r.username)).toEqual(['Anna', `anna#${rows[1]!.id}`, `ANNA#${rows[2]!.id}`, 'bert']);
      const twins = await db
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .where(sql`lower(username)`, '=', 'anna')
        .executeTakeFirstOrThrow();
      expect(Number(twins.n)).toBe(1);
    } finally {
      await db.destroy();
      await env.dispose();
    }
  });
});
