import type { PostRow } from '../../db/schema';
import { readsAsHours } from './hours-text';

// Review rule for edits: a live post whose edit changes only its price or hours stays live (the change is
// written to the post's history); anything a reader could be misled by — text, images, video, tags, facts,
// place, contact — sends it back to review. Hours are free text, so new hours stay live only while they read
// as hours (hours-text.ts): a phone number, a link or a handle in them is contact nobody reviewed. The
// release form shows the rule before saving.

/** The columns an edit may change on a live post without a new review. */
export const LIVE_EDIT_COLUMNS = ['price_min', 'price_max', 'hours'] as const;

type Columns = Partial<Record<keyof PostRow, unknown>>;

/** Whether `next` differs from `post` only in LIVE_EDIT_COLUMNS, with the same images and no video change. */
export function staysLive(post: PostRow, next: Columns, sameImages: boolean, sameVideo: boolean): boolean {
  if (!sameImages || !sameVideo) return false;
  if (next.hours !== undefined && next.hours !== post.hours && !readsAsHours(String(next.hours))) return false;
  const free: readonly string[] = LIVE_EDIT_COLUMNS;
  return Object.entries(next).every(([k, v]) => free.includes(k) || post[k as keyof PostRow] === v);
}
