import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../protocol/accounts-recovery';
import { STATUS } from '../../../protocol/status';
import { RESET_RULES, sandboxOutbox } from '../../../server/domain/accounts';
import { dialects, useTestApp } from '../helper';

// A recovery number is bound only once a code sent to it comes back: whoever owns a number typed by mistake
// (or on purpose) must not receive the account's reset codes.

describe.each(dialects)('proving the recovery number (%s)', (dialect) => {
  const t = useTestApp(dialect);

  let addresses = 0;
  const nextIp = () => `10.71.${Math.floor(++addresses / 200)}.${(addresses % 200) + 1}`;
  const PASSWORD = 'first-secret-1';
  const register = async (username: string) => {
    const r = await t.call('/api/account/registerByPassword', { username, password: PASSWORD }, { ip: nextIp() });
    expect(r.status).toBe(STATUS.OK);
    return r.data;
  };
  const lastCode = async (phone: string) =>
    /\d{6}/.exec((await sandboxOutbox(t.db, 1, phone))[0]?.body ?? '')?.[0] ?? '';
  const sendBind = (token: string, phone: string) =>
    t.call('/api/account/sendBindCode', { phone, password: PASSWORD }, { token, ip: nextIp() });
  const bind = (token: string, phone: string, code?: string) =>
    t.call('/api/account/bindPhone', { phone, password: PASSWORD, code }, { token, ip: nextIp() });
  const prove = async (token: string, phone: string) => {
    expect((await sendBind(token, phone)).status).toBe(STATUS.OK);
    return bind(token, phone, await lastCode(phone));
  };
  const loginWorks = async (username: string, password: string) =>
    (await t.call('/api/account/loginByPassword', { username, password }, { ip: nextIp() })).status === STATUS.OK;
  /** What the holder of `phone` can do to the account behind it: ask for a reset, read the phone, use the code. */
  const takeOver = async (phone: string) => {
    await t.call('/api/account/sendResetCode', { phone }, { ip: nextIp() });
    const code = (await lastCode(phone)) || '000000';
    return t.call('/api/account/retrievePassword', { phone, code, password: 'taken-over-9' }, { ip: nextIp() });
  };

  it('a number bound without its code gets no reset: the stranger who owns it cannot take the account', async () => {
    const victim = await register('victim1');
    const strangers = '+12025550301';
    // The victim binds a number they do not own with the password alone, then its owner asks for a reset.
    const direct = await t.call('/api/account/bindPhone', { phone: strangers, password: PASSWORD }, { token: victim });
    const taken = await takeOver(strangers);
    expect(taken.code).toBe('account.reset_code_wrong');
    expect(await loginWorks('victim1', 'taken-over-9')).toBe(false);
    expect(await loginWorks('victim1', PASSWORD)).toBe(true);
    // The binding itself was refused: nothing is bound without the code.
    expect(direct).toMatchObject({ status: STATUS.BAD_CREDENTIALS, code: 'account.phone_code_wrong' });
    expect((await t.call('/api/account/phone', {}, { token: victim })).data).toBeNull();

    // A mistyped number gets the proving code; it proves nothing without the account's password and session.
    expect((await sendBind(victim, strangers)).status).toBe(STATUS.OK);
    const bindCode = await lastCode(strangers);
    expect(bindCode).toMatch(/^\d{6}$/);
    const withIt = await t.call(
      '/api/account/retrievePassword',
      { phone: strangers, code: bindCode, password: 'taken-over-9' },
      { ip: nextIp() },
    );
    expect(withIt.code).toBe('account.reset_code_wrong');
    expect(await loginWorks('victim1', PASSWORD)).toBe(true);
  });

  it('an unproven binding from before receives no reset until its owner proves it', async () => {
    const token = await register('legacy1');
    const phone = '+12025550302';
    await t.db.updateTable('users').set({ phone }).where('username', '=', 'legacy1').execute();
    expect((await t.call('/api/account/phone', {}, { token })).data).toEqual({
      phone: maskPhone('+12025550302'),
      proven: false,
    });
    expect((await takeOver(phone)).code).toBe('account.reset_code_wrong');
    expect(await sandboxOutbox(t.db, 10, phone)).toEqual([]);

    expect((await prove(token, phone)).data).toEqual({ phone: maskPhone('+12025550302'), proven: true });
    // A minute later (one reset code per number per minute), the proven number gets its reset.
    await t.db.deleteFrom('throttle_counters').where('key', '=', `reset:gap:${phone}`).execute();
    expect((await takeOver(phone)).status).toBe(STATUS.OK);
    expect(await loginWorks('legacy1', 'taken-over-9')).toBe(true);
  });

  it('refuses a wrong code, a code sent to another number or for another account, and a missing one', async () => {
    const a = await register('prover1');
    const b = await register('prover2');
    expect((await sendBind(a, '+12025550303')).status).toBe(STATUS.OK);
    const code = await lastCode('+12025550303');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await bind(a, '+12025550303', wrong)).code).toBe('account.phone_code_wrong');
    expect((await bind(a, '+12025550303')).code).toBe('account.phone_code_wrong');
    expect((await bind(a, '+12025550304', code)).code).toBe('account.phone_code_wrong');
    expect((await bind(b, '+12025550303', code)).code).toBe('account.phone_code_wrong');
    expect((await bind(a, '+12025550303', '12')).status).toBe(STATUS.BAD_PAYLOAD);
    expect((await t.call('/api/account/phone', {}, { token: a })).data).toBeNull();
    expect((await bind(a, '+12025550303', code)).data).toEqual({ phone: maskPhone('+12025550303'), proven: true });
    // Used once.
    expect((await bind(a, '+12025550303', code)).code).toBe('account.phone_code_wrong');
  });

  it('keeps the old number until the new one is proven, and a proven owner takes a number from an unproven claim', async () => {
    const token = await register('mover1');
    await prove(token, '+12025550305');
    expect((await sendBind(token, '+12025550306')).status).toBe(STATUS.OK);
    expect((await t.call('/api/account/phone', {}, { token })).data).toEqual({
      phone: maskPhone('+12025550305'),
      proven: true,
    });
    expect((await bind(token, '+12025550306', await lastCode('+12025550306'))).status).toBe(STATUS.OK);
    expect((await takeOver('+12025550305')).code).toBe('account.reset_code_wrong');

    const squatter = await register('squatter1');
    await t.db.updateTable('users').set({ phone: '+12025550307' }).where('username', '=', 'squatter1').execute();
    const owner = await register('owner1');
    expect((await prove(owner, '+12025550307')).data).toEqual({ phone: maskPhone('+12025550307'), proven: true });
    expect((await t.call('/api/account/phone', {}, { token: squatter })).data).toBeNull();
    // A proven number stays with its account.
    expect((await sendBind(squatter, '+12025550307')).code).toBe('account.phone_taken');
  });

  it('limits proving codes per account and per number under a parallel burst', async () => {
    const token = await register('burst1');
    const perAccount = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendBind(token, `+1202555${String(2000 + i)}`)),
    );
    const allowed = RESET_RULES.bindCodesPerUser.max;
    expect(perAccount.filter((r) => r.status === STATUS.OK)).toHaveLength(allowed);
    expect(perAccount.filter((r) => r.code === 'account.too_many_codes')).toHaveLength(6 - allowed);

    const tokens = await Promise.all(['burst2', 'burst3', 'burst4', 'burst5', 'burst6'].map(register));
    const perNumber = await Promise.all(tokens.map((tk) => sendBind(tk, '+12025550399')));
    expect(perNumber.filter((r) => r.status === STATUS.OK)).toHaveLength(1);
    expect(perNumber.filter((r) => r.code === 'account.too_many_codes')).toHaveLength(4);
    expect(await sandboxOutbox(t.db, 10, '+12025550399')).toHaveLength(1);
  });
});
