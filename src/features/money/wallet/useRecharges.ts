import { useUser } from '../../../state/user';
import { MONEY_PAGE_SIZE, usePaged } from './usePaged';
import { usePendingOrder } from './usePendingOrder';
import { forgetWallet, useWallet } from './useWallet';
import { request } from '../../../api/request';

/** The gold page's data: the wallet, the statement, and the recharge being paid (reloading both once paid). */
export function useRecharges(orderNo: string | null) {
  const { isLogin } = useUser();
  const wallet = useWallet();
  const statement = usePaged(isLogin ? 'statement' : null, (page, signal) =>
    request('/api/user/listMoneyDetail', { page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
  const pending = usePendingOrder(isLogin ? orderNo : null, (order) => {
    if (order.status !== 'paid') return;
    forgetWallet();
    wallet.reload();
    statement.setPage(1);
    statement.reload();
  });
  return { wallet, pending, statement };
}
