import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../../server/domain/accounts/password';
import { RESET_RULES, resetPassword, sendResetCode } from '../../../../server/domain/accounts/password-reset';
import { sandboxOutbox, sandboxSms } from '../../../../server/domain/accounts/sms-gateway';
import { dialects, nowS, useTestApp } from '../../helper';

describe.each(dialects)('password reset codes (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const account = async (username: string, phone: string) => {
    const row = await t.db
      .insertInto('users')
      .values({
        username,
        password_hash: await hashPassword('first-secret-1'),
        nickname: username,
        avatar: null,
        vip_expires_at: null,
        incode: username.toUpperCase().slice(0, 8),
        invited_by: null,
        created_at: nowS(),
        phone,
        phone_verified_at: nowS(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const codeFor = async (phone: string) =>
    /\d{6}/.exec((await sandboxOutbox(t.db, 1, phone))[0]?.body ?? '')?.[0] ?? '';
  const passwordOf = async (id: number) =>
    (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  it('expires a code after its lifetime', async () => {
    const id = await account('expiry1', '+12025550201');
    const t0 = nowS();
    await sendResetCode(t.db, sandboxSms, '+12025550201', '10.63.0.1', t0);
    const code = await codeFor('+12025550201');
    await expect(
      resetPassword(
        t.db,
        { phone: '+12025550201', code, password: 'second-secret-2' },
        '10.63.0.1',
        t0 + RESET_RULES.ttlS,
      ),
    ).rejects.toMatchObject({ code: 'account.reset_code_wrong' });
    expect(await verifyPassword('first-secret-1', await passwordOf(id))).toBe(true);
    await resetPassword(
      t.db,
      { phone: '+12025550201', code, password: 'second-secret-2' },
      '10.63.0.2',
      t0 + RESET_RULES.ttlS - 1,
    ).catch(() => undefined);
    // The attempt at expiry did not consume it; one second earlier it still worked.
    expect(await verifyPassword('second-secret-2', await passwordOf(id))).toBe(true);
  });

  it('retires an earlier code when a new one is sent', async () => {
    const id = await account('retire1', '+12025550202');
    const t0 = nowS();
    await sendResetCode(t.db, sandboxSms, '+12025550202', '10.63.1.1', t0);
    const first = await codeFor('+12025550202');
    await sendResetCode(t.db, sandboxSms, '+12025550202', '10.63.1.1', t0 + RESET_RULES.phoneGap.windowS);
    const second = await codeFor('+12025550202');
    const attempt = (code: string) =>
      resetPassword(t.db, { phone: '+12025550202', code, password: 'second-secret-2' }, '10.63.1.2', t0 + 61);
    if (first !== second) await expect(attempt(first)).rejects.toMatchObject({ code: 'account.reset_code_wrong' });
    await attempt(second);
    expect(await verifyPassword('second-secret-2', await passwordOf(id))).toBe(true);
  });

  it('refuses a new password that contains the username, keeping the code dead only after the check', async () => {
    await account('namedpass', '+12025550203');
    const t0 = nowS();
    await sendResetCode(t.db, sandboxSms, '+12025550203', '10.63.2.1', t0);
    const code = await codeFor('+12025550203');
    await expect(
      resetPassword(t.db, { phone: '+12025550203', code, password: 'namedpass-2026' }, '10.63.2.1', t0 + 1),
    ).rejects.toMatchObject({ code: 'account.password_like_username' });
    const row = await t.db
      .selectFrom('reset_codes')
      .select(['attempts', 'used_at'])
      .where('phone', '=', '+12025550203')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, used_at: null });
  });

  it('limits checks per address across numbers', async () => {
    const t0 = nowS();
    const results = await Promise.allSettled(
      Array.from({ length: RESET_RULES.checksPerAddress.max + 5 }, (_, i) =>
        resetPassword(
          t.db,
          { phone: `+1202556${String(1000 + i)}`, code: '000000', password: 'second-secret-2' },
          '10.63.3.1',
          t0,
        ),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok'));
    expect(codes.filter((c) => c === 'account.too_many_codes')).toHaveLength(5);
    expect(codes.filter((c) => c === 'account.reset_code_wrong')).toHaveLength(RESET_RULES.checksPerAddress.max);
  });
});
