import type { PostDetail, PostKind } from '../../../protocol/types';
import { getInfo } from '../../api/info';
import { useUser } from '../../state/user';
import { useQuery } from '../shared/useQuery';

/**
 * One post of any kind (getInfo serves all four). The login state and the VIP level are part of the key
 * because the reply carries the contact only for a logged-in caller and a VIP post opens only for a member:
 * logging in or buying VIP from the detail page refetches it.
 */
export function useDetail(kind: PostKind | null, id: number) {
  const { isLogin, u } = useUser();
  const vip = isLogin ? (u?.is_vip ?? 0) : 0;
  const key = kind && id > 0 ? `${kind}:${id}:${isLogin ? 1 : 0}:${vip}` : null;
  return useQuery<PostDetail>(key, (signal) => getInfo({ id, kind: kind ?? undefined }, { signal }));
}
