import type { AreaInput, NearbyReply } from '../../../../protocol/public-pages';
import { useUser } from '../../../state/user';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** Posts near `area`, else near the caller's saved area (the login state is in the key for that reason). */
export function useNearby(area: AreaInput | null, page: number) {
  const { isLogin } = useUser();
  const key = `nearby:${area?.cityCode ?? ''}:${area?.lat ?? ''}:${area?.lng ?? ''}:${page}:${isLogin ? 1 : 0}`;
  return useQuery<NearbyReply>(key, (signal) => request('/api/info/nearby', { ...area, page }, { signal }));
}
