import { RATINGS_PAGE, takesBookings } from '../../../protocol/appointments';
import type { PostKind } from '../../../protocol/types';
import { request } from '../../api/request';
import { query } from '../common/query';

/** The shared results' key of a post's newest `size` ratings. */
export const ratingsKey = (postId: number, size: number): string => `ratings:${postId}:${size}`;

export function loadRatings(postId: number, size: number, signal?: AbortSignal) {
  return request('/api/info/getVipInfoEvaluationList', { id: postId, pageSize: size }, { signal });
}

/**
 * Loads a post's first ratings into the shared results before its page renders, so the ratings box is in the
 * server's markup and the first render instead of arriving later and pushing the author and similar posts
 * down. Only posts that take bookings are rated (a rating is of a visit).
 */
export function preloadRatings(postId: number, kind: PostKind, keepMs: number): Promise<unknown> {
  if (!takesBookings(kind)) return Promise.resolve();
  return query(ratingsKey(postId, RATINGS_PAGE), (signal) => loadRatings(postId, RATINGS_PAGE, signal), {
    keepMs,
  }).catch(() => undefined);
}
