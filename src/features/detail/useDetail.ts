import type { PostDetail, PostKind } from '../../../protocol/types';
import { getInfo } from '../../api/info';
import { user, useUser } from '../../state/user';
import { query } from '../shared/query';
import { useQuery } from '../shared/useQuery';

const detailKey = (kind: PostKind, id: number, isLogin: boolean) => `${kind}:${id}:${isLogin ? 1 : 0}`;

/**
 * One post of any kind (getInfo serves all four). The login state is part of the key because the reply
 * carries the contact only for a logged-in caller: logging in from the detail page refetches it.
 */
export function useDetail(kind: PostKind | null, id: number) {
  const { isLogin } = useUser();
  const key = kind && id > 0 ? detailKey(kind, id, isLogin) : null;
  return useQuery<PostDetail>(key, (signal) => getInfo({ id, kind: kind ?? undefined }, { signal }));
}

/**
 * Starts loading a post before its screen mounts (a cold start landing on it), kept `keepMs` so the screen
 * picks the reply up however late it mounts. Failures are left to the screen's own call.
 */
export function preloadDetail(kind: PostKind, id: number, keepMs: number): void {
  query(detailKey(kind, id, user.isLogin), (signal) => getInfo({ id, kind }, { signal }), { keepMs }).catch(
    () => undefined,
  );
}
