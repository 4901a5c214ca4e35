import { myVipInfo } from '../../api/money';
import { useUser } from '../../state/user';
import { useQuery } from '../shared/useQuery';

/** The caller's membership and its history (nothing for a guest). */
export function useVipInfo() {
  const { isLogin } = useUser();
  return useQuery(isLogin ? 'money:vip' : null, (signal) => myVipInfo({ signal }));
}
