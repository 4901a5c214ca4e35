import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../protocol/money';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { setEnvelopeTransport, ApiError } = await import('../../../src/api/request');
const { actionKeeper, isTransient, moneyAction, newIdempotencyKey, MONEY_RETRIES } =
  await import('../../../src/api/money');
const { setSession, clearSession } = await import('../../../src/state/user');

const FAST = { retryDelayMs: 0 };
const UNLOCKED = { postId: 7, contact: '138-0000-1234', paid: 30 };

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
beforeEach(() => setSession('tok-money'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('idempotency keys', () => {
  it('are fresh, random and inside the protocol pattern', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const k of keys) expect(k).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('moneyAction', () => {
  it('sends the payload with its key, made before the first try', async () => {
    const seen = stubServer(() => ok(UNLOCKED));
    const action = moneyAction('/api/info/userBuyInfo', { id: 7 }, FAST);
    expect(action.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await expect(action.send()).resolves.toEqual(UNLOCKED);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/info/userBuyInfo');
    expect(seen[0]!.payload).toMatchObject({ id: 7, key: action.key, token: 'tok-money' });
  });

  it('retries a lost answer (network, 5xx) with the same key until one arrives', async () => {
    const answers = ['network-error', { http: 502, text: 'bad gateway' }, ok(UNLOCKED)] as const;
    let i = 0;
    const seen = stubServer(() => answers[i++]!);
    const action = moneyAction('/api/info/userBuyInfo', { id: 7 }, FAST);
    await expect(action.send()).resolves.toEqual(UNLOCKED);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.payload.key))).toEqual(new Set([action.key]));
  });

  it('retries a timeout with the same key', async () => {
    let i = 0;
    const seen = stubServer(() => (i++ === 0 ? 'hang' : ok(UNLOCKED)));
    const action = moneyAction('/api/info/userBuyInfo', { id: 7 }, FAST);
    await expect(action.send({ timeoutMs: 50 })).resolves.toEqual(UNLOCKED);
    expect(seen.map((s) => s.payload.key)).toEqual([action.key, action.key]);
  });

  it('gives up after the last retry and rejects with the failure', async () => {
    const seen = stubServer(() => 'network-error');
    const action = moneyAction('/api/order/exchange', { goodsId: 5, payGold: 300 }, FAST);
    await expect(action.send()).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(1 + MONEY_RETRIES);
  });

  it('does not retry a refusal: it is an answer and moved nothing', async () => {
    const seen = stubServer(() => ({ status: 400, msg: '金币余额不足', data: null, code: 'money.insufficient' }));
    const action = moneyAction('/api/order/exchange', { goodsId: 5, payGold: 300 }, FAST);
    await expect(action.send()).rejects.toMatchObject({ kind: 'status', code: 'money.insufficient' });
    expect(seen).toHaveLength(1);
  });

  it('sending the same action again (the user taps retry) sends the same key', async () => {
    let i = 0;
    const seen = stubServer(() => (i++ < 1 + MONEY_RETRIES ? 'network-error' : ok(UNLOCKED)));
    const action = moneyAction('/api/info/userBuyInfo', { id: 7 }, FAST);
    await expect(action.send()).rejects.toBeInstanceOf(ApiError);
    await expect(action.send()).resolves.toEqual(UNLOCKED);
    expect(new Set(seen.map((s) => s.payload.key))).toEqual(new Set([action.key]));
  });

  it('stops waiting between tries when the caller aborts', async () => {
    stubServer(() => 'network-error');
    const ctrl = new AbortController();
    const action = moneyAction('/api/order/withdraw', { amount: 100, accountId: 1 }, { retryDelayMs: 10_000 });
    const sent = action.send({ signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 20);
    await expect(sent).rejects.toMatchObject({ kind: 'cancel' });
  });
});

describe('actionKeeper', () => {
  it('keeps one key for a request until it succeeds, then makes a new one', () => {
    const keeper = actionKeeper('/api/order/createPaying');
    const first = keeper.actionFor({ goodsId: 1, payWay: 'sandbox' });
    expect(keeper.actionFor({ goodsId: 1, payWay: 'sandbox' }).key).toBe(first.key);
    keeper.done();
    expect(keeper.actionFor({ goodsId: 1, payWay: 'sandbox' }).key).not.toBe(first.key);
  });

  it('a different request is a different action with its own key', () => {
    const keeper = actionKeeper('/api/order/withdraw');
    const a = keeper.actionFor({ amount: 100, accountId: 1 });
    const b = keeper.actionFor({ amount: 200, accountId: 1 });
    expect(b.key).not.toBe(a.key);
    expect(b.payload).toEqual({ amount: 200, accountId: 1 });
  });
});

describe('isTransient', () => {
  it.each([
    [new ApiError({ kind: 'network' }), true],
    [new ApiError({ kind: 'timeout' }), true],
    [new ApiError({ kind: 'unreadable' }), true],
    [new ApiError({ kind: 'http', httpStatus: 503 }), true],
    [new ApiError({ kind: 'http', httpStatus: 404 }), false],
    [new ApiError({ kind: 'status', status: 400 }), false],
    [new ApiError({ kind: 'cancel' }), false],
    [new Error('other'), false],
  ])('%s → %s', (err, expected) => {
    expect(isTransient(err)).toBe(expected);
  });
});
