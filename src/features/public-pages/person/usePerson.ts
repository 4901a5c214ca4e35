import type { PublicUser } from '../../../../protocol/types';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** A person's public profile (null id loads nothing). */
export function usePerson(id: number | null) {
  return useQuery<PublicUser>(id ? `person:${id}` : null, (signal) =>
    request('/api/user/getUserInfo', { id: id ?? 0 }, { signal }),
  );
}

/** One page of a person's public posts, leaving out `exceptId` (the post the list is shown beside). */
export function usePersonPosts(id: number | null, page: number, exceptId?: number, pageSize?: number) {
  const key = id ? `person-posts:${id}:${page}:${exceptId ?? 0}:${pageSize ?? 0}` : null;
  return useQuery(key, (signal) =>
    request('/api/user/getUserPosts', { id: id ?? 0, page, exceptId, pageSize }, { signal }),
  );
}

/** The newest `size` ratings a person received. */
export function usePersonRatings(id: number | null, size: number) {
  return useQuery(id ? `person-ratings:${id}:${size}` : null, (signal) =>
    request('/api/user/getUserRatings', { id: id ?? 0, pageSize: size }, { signal }),
  );
}
