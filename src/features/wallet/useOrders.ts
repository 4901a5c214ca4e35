import { myUnlock, orderList } from '../../api/money';
import { useUser } from '../../state/user';
import { MONEY_PAGE_SIZE, usePaged } from './usePaged';

/** The caller's recharge orders, newest first (loaded while `active`). */
export function useOrders(active: boolean) {
  const { isLogin } = useUser();
  return usePaged(isLogin && active ? 'orders' : null, (page, signal) =>
    orderList({ page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
}

/** The contacts the caller bought (loaded while `active`). */
export function useUnlocks(active: boolean) {
  const { isLogin } = useUser();
  return usePaged(isLogin && active ? 'unlocks' : null, (page, signal) =>
    myUnlock({ page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
}
