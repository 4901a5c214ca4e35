import { useState } from 'react';
import { useUser } from '../../../state/user';
import { useQuery } from '../../common/useQuery';
import { MONEY_PAGE_SIZE, usePaged } from '../wallet/usePaged';
import { forgetWallet, useWallet } from '../wallet/useWallet';
import { useMoneyPulse } from '../wallet/useMoneyPulse';
import { usedToday } from './withdraw-validation';
import { request } from '../../../api/request';

/** Enough of the newest requests to cover a day for the cap: the cap over the minimum, and a margin. */
const RECENT_SIZE = 50;

/** The wallet, the withdrawal history (paged), and today's use of the daily cap. */
export function useWithdrawals() {
  const { isLogin } = useUser();
  const wallet = useWallet();
  const withdrawals = usePaged(isLogin ? 'withdrawals' : null, (page, signal) =>
    request('/api/order/listWithdraw', { page, pageSize: MONEY_PAGE_SIZE }, { signal }),
  );
  const recent = useQuery(isLogin ? 'money:withdrawals:recent' : null, (signal) =>
    request('/api/order/listWithdraw', { page: 1, pageSize: RECENT_SIZE }, { signal }),
  );
  useMoneyPulse(recent.reload);
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const used = recent.data ? usedToday(recent.data.list, nowS) : 0;

  const requested = () => {
    forgetWallet();
    wallet.reload();
    recent.reload();
    withdrawals.setPage(1);
    withdrawals.reload();
  };
  return { wallet, withdrawals, used, requested };
}
