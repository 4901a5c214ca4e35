import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../../../protocol/money';
import { isCancel, refusalCode } from '../../common/error-text';
import { forgetPendingOrder } from './pending-order';
import { request } from '../../../api/request';

/** How often an unpaid order is asked about, and for how long before the page stops and says so. */
export const ORDER_POLL_MS = 2_000;
export const ORDER_POLL_LIMIT_MS = 3 * 60_000;

export type PendingState =
  { phase: 'idle' } | { phase: 'waiting'; order: Order | null; slow: boolean } | { phase: 'settled'; order: Order };

/**
 * Watches an order after the trip to the pay page: asks orderList for it every ORDER_POLL_MS until it is
 * no longer `created` (paid, cancelled or expired), then calls onSettled once. After ORDER_POLL_LIMIT_MS it
 * stops and marks itself slow; `check` asks once more.
 */
export function usePendingOrder(orderNo: string | null, onSettled: (order: Order) => void) {
  const [round, setRound] = useState(0);
  const key = orderNo ? `${orderNo}:${round}` : null;
  const initial = (): PendingState => (orderNo ? { phase: 'waiting', order: null, slow: false } : { phase: 'idle' });
  const [held, setHeld] = useState<{ key: string | null; value: PendingState }>(() => ({ key, value: initial() }));
  // A new order or a manual check starts from "waiting" in the same render.
  if (held.key !== key) setHeld({ key, value: initial() });
  const setState = (value: PendingState) => setHeld({ key, value });

  useEffect(() => {
    if (!orderNo) return;
    const ctrl = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const page = await request('/api/order/orderList', { orderNo }, { signal: ctrl.signal });
        const order = page.list[0] ?? null;
        if (ctrl.signal.aborted) return;
        if (order && order.status !== 'created') {
          forgetPendingOrder();
          setState({ phase: 'settled', order });
          onSettled(order);
          return;
        }
        const slow = Date.now() - started >= ORDER_POLL_LIMIT_MS;
        setState({ phase: 'waiting', order, slow });
        if (!slow) timer = setTimeout(() => void ask(), ORDER_POLL_MS);
      } catch (err) {
        if (ctrl.signal.aborted || isCancel(err)) return;
        if (refusalCode(err) === 'money.order_not_found') {
          // Someone else's order, or a stale number: nothing to wait for.
          forgetPendingOrder();
          setState({ phase: 'idle' });
          return;
        }
        // No answer this time (network): ask again on the next beat.
        if (Date.now() - started < ORDER_POLL_LIMIT_MS) timer = setTimeout(() => void ask(), ORDER_POLL_MS);
        else setState({ phase: 'waiting', order: null, slow: true });
      }
    };
    void ask();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
    // onSettled and setState are the render's callbacks; the key (order number, manual check) restarts polling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const check = useCallback(() => setRound((r) => r + 1), []);
  const dismiss = useCallback(() => {
    forgetPendingOrder();
    setHeld((h) => ({ ...h, value: { phase: 'idle' } }));
  }, []);
  const state = held.key === key ? held.value : initial();
  return { state, check, dismiss };
}
