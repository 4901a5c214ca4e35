import { useUser } from '../../../state/user';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** The caller's membership and its history (nothing for a guest). */
export function useVipInfo() {
  const { isLogin } = useUser();
  return useQuery(isLogin ? 'money:vip' : null, (signal) => request('/api/user/myVipInfo', {}, { signal }));
}
