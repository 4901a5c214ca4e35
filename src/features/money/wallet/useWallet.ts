import { useUser } from '../../../state/user';
import { forgetResults } from '../../common/query';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';
import { useMoneyPulse } from './useMoneyPulse';

const WALLET_KEY = 'money:wallet';

/** Balance, held gold and rates of the logged-in user (null key for a guest: nothing is asked). */
export function useWallet() {
  const { isLogin } = useUser();
  const wallet = useQuery(isLogin ? WALLET_KEY : null, (signal) => request('/api/proxy/info', {}, { signal }));
  useMoneyPulse(wallet.reload);
  return wallet;
}

/** After gold moved: the next reader of the wallet asks the server again. */
export function forgetWallet(): void {
  forgetResults(WALLET_KEY);
}
