import { useUser } from '../../../state/user';
import { MONEY_PAGE_SIZE, usePaged } from './usePaged';
import { request } from '../../../api/request';

/** The caller's recharge orders, newest first (loaded while `active`). */
export function useOrders(active: boolean) {
  const { isLogin } = useUser();
  return usePaged(isLogin && active ? 'orders' : null, (page, signal) =>
    request('/api/order/orderList', { page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
}

/** The contacts the caller bought (loaded while `active`). */
export function useUnlocks(active: boolean) {
  const { isLogin } = useUser();
  return usePaged(isLogin && active ? 'unlocks' : null, (page, signal) =>
    request('/api/user/myUnlock', { page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
}
