import type { PostDetail, PostKind } from '../../../../protocol/types';
import { useEffect } from 'react';
import { recordViewedPost } from '../../../state/recent-posts';
import { user, useUser } from '../../../state/user';
import { query } from '../../common/query';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

const detailKey = (kind: PostKind, id: number, isLogin: boolean, vip: number) =>
  `${kind}:${id}:${isLogin ? `1:${vip}` : '0:0'}`;

/**
 * One post of any kind (getInfo serves all four). The login state and the VIP level are part of the key
 * because the reply carries the contact only for a logged-in caller and a VIP post opens only for a member:
 * logging in or buying VIP from the detail page refetches it.
 */
export function useDetail(kind: PostKind | null, id: number) {
  const { isLogin, u } = useUser();
  const key = kind && id > 0 ? detailKey(kind, id, isLogin, u?.is_vip ?? 0) : null;
  const result = useQuery<PostDetail>(key, (signal) =>
    request('/api/info/getInfo', { id, kind: kind ?? undefined }, { signal }),
  );
  // A post someone else wrote, once shown, joins the device's recently viewed list.
  const viewed = result.status === 'ok' && !result.data.owner ? result.data : null;
  useEffect(() => {
    if (viewed) recordViewedPost(viewed);
  }, [viewed]);
  return result;
}

/**
 * Starts loading a post before its screen mounts (a cold start landing on it), kept `keepMs` so the screen
 * picks the reply up however late it mounts. Failures are left to the screen's own call.
 */
export function preloadDetail(kind: PostKind, id: number, keepMs: number): Promise<unknown> {
  return query(
    detailKey(kind, id, user.isLogin, user.u?.is_vip ?? 0),
    (signal) => request('/api/info/getInfo', { id, kind }, { signal }),
    {
      keepMs,
    },
  ).catch(() => undefined);
}
