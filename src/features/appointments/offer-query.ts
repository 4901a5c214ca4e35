import { takesBookings } from '../../../protocol/appointments';
import type { PostKind } from '../../../protocol/types';
import { request } from '../../api/request';
import { query } from '../common/query';

/** The shared results' key of a post's booking offer, or null for a post that takes no bookings. */
export const offerKey = (postId: number, kind: PostKind): string | null =>
  takesBookings(kind) ? `offer:${postId}` : null;

export function loadOffer(postId: number, signal?: AbortSignal) {
  return request('/api/user/getAppointmentOffer', { id: postId }, { signal });
}

/**
 * Loads a post's offer into the shared results before its page renders, so the booking card is in the
 * server's markup and the first render instead of arriving later and pushing what is below it down.
 */
export function preloadOffer(postId: number, kind: PostKind, keepMs: number): Promise<unknown> {
  const key = offerKey(postId, kind);
  if (key === null) return Promise.resolve();
  return query(key, (signal) => loadOffer(postId, signal), { keepMs }).catch(() => undefined);
}
