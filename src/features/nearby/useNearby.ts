import type { AreaInput, NearbyReply } from '../../../protocol/public-pages';
import { nearby } from '../../api/public-pages';
import { useUser } from '../../state/user';
import { useQuery } from '../shared/useQuery';

/** Posts near `area`, else near the caller's saved area (the login state is in the key for that reason). */
export function useNearby(area: AreaInput | null, page: number) {
  const { isLogin } = useUser();
  const key = `nearby:${area?.cityCode ?? ''}:${area?.lat ?? ''}:${area?.lng ?? ''}:${page}:${isLogin ? 1 : 0}`;
  return useQuery<NearbyReply>(key, (signal) => nearby({ ...area, page }, { signal }));
}
