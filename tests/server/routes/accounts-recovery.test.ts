import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { normalizePhone } from '../../../protocol/accounts-recovery';
import { RESET_RULES, sandboxOutbox } from '../../../server/domain/accounts';
import { dialects, useTestApp } from '../helper';

describe.each(dialects)('password reset endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);

  let addresses = 0;
  const nextIp = () => `10.61.${Math.floor(++addresses / 200)}.${(addresses % 200) + 1}`;
  const register = async (username: string, password = 'first-secret-1') => {
    const r = await t.call('/api/account/registerByPassword', { username, password }, { ip: nextIp() });
    expect(r.status).toBe(STATUS.OK);
    return r.data;
  };
  const lastCode = async (phone: string) => {
    const [m] = await sandboxOutbox(t.db, 1, normalizePhone(phone) ?? phone);
    return /\d{6}/.exec(m?.body ?? '')?.[0] ?? '';
  };
  /** Binds as a person does: a code to the number, then that code back (the send's refusal when it fails). */
  const bind = async (token: string, phone: string, password = 'first-secret-1') => {
    if (phone !== '') {
      const sent = await t.call('/api/account/sendBindCode', { phone, password }, { token, ip: nextIp() });
      if (sent.status !== STATUS.OK) return sent;
    }
    const code = phone === '' ? undefined : await lastCode(phone);
    return t.call('/api/account/bindPhone', { phone, password, code }, { token, ip: nextIp() });
  };

  it('binds a phone (normalized, masked back), sends a code to it, resets, and ends every session', async () => {
    const token = await register('resetter1');
    const other = (await t.call('/api/account/loginByPassword', { username: 'resetter1', password: 'first-secret-1' }))
      .data;
    const bound = await bind(token, '138 0013 8001');
    expect(bound).toMatchObject({ status: STATUS.OK, data: { phone: '+86 138****8001', proven: true } });
    expect((await t.call('/api/account/phone', {}, { token })).data).toEqual({
      phone: '+86 138****8001',
      proven: true,
    });

    const ip = nextIp();
    const sent = await t.call('/api/account/sendResetCode', { phone: '13800138001' }, { ip });
    expect(sent.status).toBe(STATUS.OK);
    const code = await lastCode('+8613800138001');
    expect(code).toMatch(/^\d{6}$/);
    // Only a salted hash of the code is stored.
    const row = await t.db
      .selectFrom('reset_codes')
      .select('code_hash')
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const reset = await t.call(
      '/api/account/retrievePassword',
      { phone: '+8613800138001', code, password: 'second-secret-2' },
      { ip },
    );
    expect(reset.status).toBe(STATUS.OK);
    for (const tk of [token, other]) {
      expect((await t.call('/api/user/userinfo', {}, { token: tk })).status).toBe(STATUS.NOT_LOGGED_IN);
    }
    const old = await t.call('/api/account/loginByPassword', { username: 'resetter1', password: 'first-secret-1' });
    expect(old.status).toBe(STATUS.BAD_CREDENTIALS);
    const fresh = await t.call('/api/account/loginByPassword', { username: 'resetter1', password: 'second-secret-2' });
    expect(fresh.status).toBe(STATUS.OK);

    // Single use: the same code again is refused and changes nothing.
    const again = await t.call(
      '/api/account/retrievePassword',
      { phone: '+8613800138001', code, password: 'third-secret-3' },
      { ip },
    );
    expect(again).toMatchObject({ status: STATUS.BAD_CREDENTIALS, code: 'account.reset_code_wrong' });
    expect((await t.call('/api/user/userinfo', {}, { token: fresh.data })).status).toBe(STATUS.OK);
  });

  it('answers a bound and an unbound number alike, and an unknown number fails like a wrong code', async () => {
    const token = await register('resetter2');
    await bind(token, '+447700900123');
    const known = await t.call('/api/account/sendResetCode', { phone: '+447700900123' }, { ip: nextIp() });
    const unknown = await t.call('/api/account/sendResetCode', { phone: '+447700900999' }, { ip: nextIp() });
    expect({ ...unknown, data: null }).toEqual({ ...known, data: null });
    expect(unknown.msg).toBe(known.msg);
    expect(await sandboxOutbox(t.db, 10, '+447700900999')).toEqual([]);
    const guess = await t.call(
      '/api/account/retrievePassword',
      { phone: '+447700900999', code: '123456', password: 'second-secret-2' },
      { ip: nextIp() },
    );
    const wrong = await t.call(
      '/api/account/retrievePassword',
      { phone: '+447700900123', code: (Number(await lastCode('+447700900123')) ^ 1).toString().padStart(6, '0') },
      { ip: nextIp() },
    );
    expect(wrong.status).toBe(STATUS.BAD_PAYLOAD);
    const wrongCode = await t.call(
      '/api/account/retrievePassword',
      {
        phone: '+447700900123',
        code: String((Number(await lastCode('+447700900123')) + 1) % 1_000_000).padStart(6, '0'),
        password: 'second-secret-2',
      },
      { ip: nextIp() },
    );
    expect({ status: guess.status, code: guess.code, msg: guess.msg }).toEqual({
      status: wrongCode.status,
      code: wrongCode.code,
      msg: wrongCode.msg,
    });
  });

  it('kills a code after the allowed wrong attempts, even for the right code after them', async () => {
    const token = await register('resetter3');
    await bind(token, '+12025550143');
    await t.call('/api/account/sendResetCode', { phone: '+12025550143' }, { ip: nextIp() });
    const code = await lastCode('+12025550143');
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(
      Array.from({ length: RESET_RULES.maxAttempts + 3 }, () =>
        t.call(
          '/api/account/retrievePassword',
          { phone: '+12025550143', code: wrongCode, password: 'second-secret-2' },
          { ip: nextIp() },
        ),
      ),
    );
    expect(tries.every((r) => r.code === 'account.reset_code_wrong')).toBe(true);
    const row = await t.db
      .selectFrom('reset_codes')
      .select('attempts')
      .where('phone', '=', '+12025550143')
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(RESET_RULES.maxAttempts);
    const right = await t.call(
      '/api/account/retrievePassword',
      { phone: '+12025550143', code, password: 'second-secret-2' },
      { ip: nextIp() },
    );
    expect(right.code).toBe('account.reset_code_wrong');
    const login = await t.call('/api/account/loginByPassword', { username: 'resetter3', password: 'first-secret-1' });
    expect(login.status).toBe(STATUS.OK);
  });

  it('uses a right code once when several requests race with it', async () => {
    const token = await register('resetter4');
    await bind(token, '+12025550144');
    await t.call('/api/account/sendResetCode', { phone: '+12025550144' }, { ip: nextIp() });
    const code = await lastCode('+12025550144');
    const results = await Promise.all(
      ['race-secret-a1', 'race-secret-b2', 'race-secret-c3', 'race-secret-d4'].map((password) =>
        t.call('/api/account/retrievePassword', { phone: '+12025550144', code, password }, { ip: nextIp() }),
      ),
    );
    expect(results.filter((r) => r.status === STATUS.OK)).toHaveLength(1);
  });

  it('limits codes per number and per address for a parallel burst, bound or not', async () => {
    const ip = nextIp();
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => t.call('/api/account/sendResetCode', { phone: '+12025550177' }, { ip })),
    );
    // One per minute per number, whoever asks.
    expect(burst.filter((r) => r.status === STATUS.OK)).toHaveLength(1);
    expect(burst.filter((r) => r.code === 'account.too_many_codes')).toHaveLength(7);
    const spread = await Promise.all(
      Array.from({ length: RESET_RULES.perAddress.max + 4 }, (_, i) =>
        t.call('/api/account/sendResetCode', { phone: `+1202555${String(1000 + i)}` }, { ip: '10.62.0.1' }),
      ),
    );
    expect(spread.filter((r) => r.status === STATUS.OK)).toHaveLength(RESET_RULES.perAddress.max);
    expect(spread.filter((r) => r.status === STATUS.RATE_LIMITED)).toHaveLength(4);
  });

  it('refuses hostile input: a bad number, a short code, a weak password, binding without the password', async () => {
    const token = await register('resetter5');
    expect((await t.call('/api/account/sendResetCode', { phone: '12ab' }, { ip: nextIp() })).code).toBe(
      'account.phone_invalid',
    );
    const short = await t.call(
      '/api/account/retrievePassword',
      { phone: '+12025550155', code: '12', password: 'second-secret-2' },
      { ip: nextIp() },
    );
    expect(short.status).toBe(STATUS.BAD_PAYLOAD);
    const weak = await t.call(
      '/api/account/retrievePassword',
      { phone: '+12025550155', code: '123456', password: 'x' },
      { ip: nextIp() },
    );
    expect(weak.code).toBe('account.password_length');
    expect((await bind(token, '+12025550155', 'not-my-password')).code).toBe('account.current_password_wrong');
    expect((await bind(token, '0000')).code).toBe('account.phone_invalid');
    expect((await t.call('/api/account/phone', {}, { token })).data).toBeNull();
    expect((await t.call('/api/account/bindPhone', { phone: '+12025550155', password: 'x' })).status).toBe(
      STATUS.NOT_LOGGED_IN,
    );
  });

  it('keeps a number on one account and lets its owner unbind it', async () => {
    const a = await register('resetter6');
    const b = await register('resetter7');
    expect((await bind(a, '+12025550166')).status).toBe(STATUS.OK);
    expect(await bind(b, '+12025550166')).toMatchObject({ status: STATUS.CONFLICT, code: 'account.phone_taken' });
    expect((await bind(a, '')).data).toBeNull();
    // A minute later (one proving code per number per minute): the number is free again.
    await t.db.deleteFrom('throttle_counters').where('key', '=', 'bind:gap:+12025550166').execute();
    expect((await bind(b, '+12025550166')).status).toBe(STATUS.OK);
  });
});
