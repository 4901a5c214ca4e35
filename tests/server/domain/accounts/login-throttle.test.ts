import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../../protocol/status';
import { REGISTER_ADDRESS } from '../../../../server/domain/accounts/credentials';
import { LOGIN_ACCOUNT, LOGIN_ADDRESS, LOGIN_PAIR } from '../../../../server/domain/accounts/login-throttle';
import { dialects } from '../../helper';
import { startListening } from '../../support/listening';
import type { Listening } from '../../support/listening';

// Bursts over real sockets to two app instances sharing one database (two API processes behind a balancer):
// every limit must hold however many requests arrive at once. Each judged password costs a slow hash, so the
// wide caps are tested at their edge: the counter starts a few attempts short of the cap.

const wrongJudged = (rs: { code?: string }[]) => rs.filter((r) => r.code === 'account.wrong_password').length;
const refused = (rs: { status: number }[]) => rs.filter((r) => r.status === STATUS.RATE_LIMITED).length;

// The counters alone: the gate that bounds password checks at once would turn most of a burst from one address
// away before they are counted (its own test: routes/accounts-password-gate.test.ts).
const NO_GATE = { perAddressRunning: 1000, perAddressWaiting: 0, totalRunning: 1000, totalWaiting: 0, retryAfterS: 1 };

describe.each(dialects)('login throttle under bursts (%s)', (dialect) => {
  let s: Listening;
  beforeAll(async () => {
    s = await startListening(dialect, 2, { passwordGate: NO_GATE });
  });
  afterAll(async () => s.close());

  /** Puts `used` attempts on a fixed-window counter, as if they had just happened. */
  const spend = async (key: string, used: number) => {
    const now = Math.floor(Date.now() / 1000);
    await s.servers[0]!.db.insertInto('throttle_counters')
      .values({ key, count: used, window_start: now, blocked_until: 0, verdict: 1, updated_at: now })
      .execute();
  };

  const login = (username: string, password: string, from: string, i: number) =>
    s.call('/api/account/loginByPassword', { username, password }, { from }, i);

  it('60 wrong passwords for one account from one address at once: only the free ones are judged', async () => {
    await s.call('/api/account/registerByPassword', { username: 'victim1', password: 'Victim-pass-9z' });
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('victim1', `wrong-${i}-pw`, '127.0.0.2', i)),
    );
    expect(wrongJudged(rs)).toBe(LOGIN_PAIR.free);
    expect(refused(rs)).toBe(60 - LOGIN_PAIR.free);
    // The refusal carries the wait in words: a minute, rounded up, so a request whose clock was read a moment
    // before the last failure was recorded (a loaded machine) may read two.
    expect(rs.find((r) => r.status === STATUS.RATE_LIMITED)!.msg).toMatch(/请 ([12] 分钟|[1-5]?\d 秒)后再试/);
    // Even the right password waits now: the back-off is decided before the password is looked at.
    expect((await login('victim1', 'Victim-pass-9z', '127.0.0.2', 0)).status).toBe(STATUS.RATE_LIMITED);
  });

  it('a burst against one account from many addresses stops at the account cap, but not the owner at home', async () => {
    await s.call(
      '/api/account/registerByPassword',
      { username: 'victim2', password: 'Victim-pass-9z' },
      { from: '127.0.2.9' },
    );
    await spend('login:account:victim2', LOGIN_ACCOUNT.max - 10);
    // 20 addresses, 3 attempts each: no pair reaches its back-off, only the account cap can refuse.
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('VICTIM2', `wrong-${i}-pw`, `127.0.1.${1 + (i % 20)}`, i)),
    );
    expect(wrongJudged(rs)).toBe(10);
    expect(refused(rs)).toBe(50);
    // The strangers filled the cap; the owner still logs in where the account has a session, not elsewhere.
    expect((await login('victim2', 'Victim-pass-9z', '127.0.2.10', 0)).code).toBe('account.too_many_attempts');
    expect((await login('victim2', 'Victim-pass-9z', '127.0.2.9', 1)).status).toBe(STATUS.OK);
    // That address gets the pair's free tries, no more: sharing the owner's address is no way past the cap.
    const home = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('victim2', `wrong-home-${i}`, '127.0.2.9', i)),
    );
    expect(wrongJudged(home)).toBe(LOGIN_PAIR.free);
    expect(refused(home)).toBe(12 - LOGIN_PAIR.free);
  });

  it('a burst against many accounts from one address stops at the address cap', async () => {
    await spend('login:ip:127.0.0.3', LOGIN_ADDRESS.max - 10);
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`ghost_${i}`, 'wrong-pw-1', '127.0.0.3', i)),
    );
    expect(wrongJudged(rs)).toBe(10);
    expect(refused(rs)).toBe(50);
    // Another address is not affected.
    expect((await login('ghost_1', 'wrong-pw-1', '127.0.0.4', 0)).code).toBe('account.wrong_password');
  });

  it('60 registrations at once from one address: the address cap holds', async () => {
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        s.call(
          '/api/account/registerByPassword',
          { username: `burst_${i}`, password: 'Reg-pass-7q' },
          { from: '127.0.0.5' },
          i,
        ),
      ),
    );
    expect(rs.filter((r) => r.status === STATUS.OK)).toHaveLength(REGISTER_ADDRESS.max);
    const limited = rs.filter((r) => r.status === STATUS.RATE_LIMITED);
    expect(limited).toHaveLength(60 - REGISTER_ADDRESS.max);
    expect(limited[0]!.code).toBe('account.too_many_registrations');
    expect(limited[0]!.msg).toMatch(/请 \d+ (分钟|小时)后再试/);
  });
});
