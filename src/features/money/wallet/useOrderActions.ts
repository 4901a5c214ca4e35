import { useState } from 'react';
import type { Order } from '../../../../protocol/money';
import { showConfirm, showToast } from '../../../state/overlay';
import { errorTips, refusalCode } from '../../common/error-text';
import { goToPayPage } from './pending-order';
import { useWalletMessages } from './messages';
import { request } from '../../../api/request';

/**
 * What My orders can do with an unpaid order: go on paying it (its pay page again, remembered like a new
 * recharge so the gold page watches it on the way back) or cancel it. Either may find the order already
 * paid, cancelled or expired: the server says which and the list is read again.
 */
export function useOrderActions(reload: () => void) {
  const m = useWalletMessages();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (orderNo: string, act: () => Promise<void>) => {
    setBusy(orderNo);
    try {
      await act();
    } catch (err) {
      errorTips(err);
      if (refusalCode(err) === 'money.order_closed') reload();
    } finally {
      setBusy(null);
    }
  };

  const pay = (o: Order) =>
    run(o.orderNo, async () => {
      const reply = await request('/api/order/resumePaying', { orderNo: o.orderNo });
      goToPayPage(reply.order.orderNo, reply.payUrl);
    });

  const cancel = async (o: Order) => {
    const ok = await showConfirm({
      title: m.cancelOrderTitle,
      message: m.cancelOrderConfirm(o.orderNo),
      confirmText: m.cancelOrder,
      cancelText: m.keepOrder,
    });
    if (!ok) return;
    await run(o.orderNo, async () => {
      await request('/api/order/cancelOrder', { orderNo: o.orderNo });
      showToast(m.orderCancelled);
      reload();
    });
  };

  return { pay, cancel, busy };
}
