import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPendingOrder,
  pendingOrderNo,
  pendingPayUrl,
  rememberPendingOrder,
} from '../../../../../src/features/money/wallet/pending-order';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('the order left to pay', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is remembered across the trip to the pay page, with its pay URL', () => {
    expect(pendingOrderNo('')).toBeNull();
    rememberPendingOrder('G2026ABC', '/sandbox-pay/G2026ABC');
    expect(pendingOrderNo('')).toBe('G2026ABC');
    expect(pendingPayUrl('G2026ABC')).toBe('/sandbox-pay/G2026ABC');
    expect(pendingPayUrl('OTHER')).toBeNull();
    forgetPendingOrder();
    expect(pendingOrderNo('')).toBeNull();
  });

  it('the link back from the pay page names the order, and wins', () => {
    rememberPendingOrder('OLD', '/sandbox-pay/OLD');
    expect(pendingOrderNo('?order=NEW_1')).toBe('NEW_1');
    // Something that is not an order number is ignored.
    expect(pendingOrderNo('?order=%3Cscript%3E')).toBe('OLD');
  });

  it('works without storage (private mode): only the URL counts', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberPendingOrder('A', '/x')).not.toThrow();
    expect(pendingOrderNo('')).toBeNull();
    expect(pendingOrderNo('?order=A')).toBe('A');
    expect(() => forgetPendingOrder()).not.toThrow();
  });
});
