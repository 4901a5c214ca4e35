import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { PASSWORD_GATE } from '../../../server/domain/accounts';
import { dialects, useTestApp } from '../helper';

// Every scrypt call the server makes, counted while it runs: the bound is measured on the hash itself.
const scrypts = vi.hoisted(() => ({ running: 0, peak: 0, done: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (err: Error | null, key: Buffer) => void;
    scrypts.running++;
    scrypts.peak = Math.max(scrypts.peak, scrypts.running);
    (real.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      scrypts.running--;
      scrypts.done++;
      done(err, key);
    });
  };
  return { ...real, default: { ...real, scrypt }, scrypt };
});

describe.each(dialects)('password checks under a burst from one address (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('keeps an honest login from another address ahead of a 220-login burst, and bounds the hashes at once', async () => {
    const reg = await t.call(
      '/api/account/registerByPassword',
      { username: 'honest_01', password: 'good-password-1' },
      { ip: '10.1.1.1' },
    );
    expect(reg.status).toBe(STATUS.OK);
    scrypts.peak = 0;

    // 220 different names from one address: each passes the pair and account throttles, so only the address's
    // own limits stand between them and the password hash.
    const before = scrypts.done;
    let answered = 0;
    const burst = Array.from({ length: 220 }, (_, i) =>
      t
        .call(
          '/api/account/loginByPassword',
          { username: `guess_${i}`, password: 'wrong-password-1' },
          { ip: '10.6.6.6' },
        )
        .finally(() => answered++),
    );
    // The honest login arrives once the burst is under way: its hashes running, or its refusals answered.
    await vi.waitUntil(() => scrypts.running >= 100 || answered >= 100, { timeout: 60_000, interval: 5 });
    const honest = await t.call(
      '/api/account/loginByPassword',
      { username: 'honest_01', password: 'good-password-1' },
      { ip: '10.2.2.2' },
    );
    const hashedByThen = scrypts.done - before;
    const replies = await Promise.all(burst);

    expect(honest.status).toBe(STATUS.OK);
    // Without a bound the honest check queues behind ~200 hashes; with it, behind at most the burst's own slots
    // (plus the stand-in hash unknown names are checked against, and the honest check itself).
    expect(hashedByThen).toBeLessThanOrEqual(PASSWORD_GATE.perAddressRunning + PASSWORD_GATE.perAddressWaiting + 2);
    expect(scrypts.peak).toBeGreaterThan(0);
    expect(scrypts.peak).toBeLessThanOrEqual(PASSWORD_GATE.totalRunning);
    const busy = replies.filter((r) => r.code === 'account.busy');
    expect(busy.length).toBeGreaterThan(150);
    expect(busy[0]).toMatchObject({ status: STATUS.RATE_LIMITED });
    expect(busy[0]!.msg).toContain('该网络同时登录的请求过多');
  }, 120_000);

  it('answers 503 with Retry-After when the process is saturated from many addresses', async () => {
    const { totalRunning, totalWaiting, perAddressRunning, perAddressWaiting, retryAfterS } = PASSWORD_GATE;
    const perAddress = perAddressRunning + perAddressWaiting;
    const addresses = Math.ceil((totalRunning + totalWaiting) / perAddress) + 2;
    const form = (i: number) => t.seal({ username: `spray_${i}`, password: 'wrong-password-1' });
    const forms = await Promise.all(Array.from({ length: addresses * perAddress }, (_, i) => form(i)));
    const replies = await Promise.all(
      forms.map((f, i) => t.post('/api/account/loginByPassword', f, `10.7.${Math.floor(i / perAddress)}.1`)),
    );
    const saturated = replies.filter((r) => r.headers['retry-after'] === String(retryAfterS));
    expect(saturated.length).toBeGreaterThan(0);
    expect(scrypts.peak).toBeLessThanOrEqual(totalRunning);
  });
});
