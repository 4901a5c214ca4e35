import type { WindowRule } from '../common';

// Posting policy: how much one account may post, and how far the duplicate check looks. Server-only (the
// client learns a limit from the refusal's text).

export interface PostingLimits {
  /** New posts per account per window (a fixed day from the first post of it, throttle.ts takeWindow). */
  perDay: WindowRule;
  /** Posts one account may have waiting for review at once. */
  pendingMax: number;
}

/** Ten posts a day is far above what an honest poster needs (the demo's busiest has a handful); five waiting
 * at once keeps one account from filling the review queue while the operators are away. */
export const POSTING_LIMITS: PostingLimits = {
  perDay: { max: 10, windowS: 24 * 3600 },
  pendingMax: 5,
};

/** Earlier posts compared by text: the poster's and linked accounts' posts updated in this window, newest
 * first, at most DUPLICATE_CANDIDATES of them (pictures are matched by index, at any age). */
export const DUPLICATE_WINDOW_S = 30 * 24 * 3600;
export const DUPLICATE_CANDIDATES = 200;

/** Shingle Jaccard at or above this is "near-same text": a copy with a few words changed scores 0.7–0.9,
 * two posts of one trade written separately stay under 0.3. */
export const DUPLICATE_TEXT_MIN = 0.6;

/** Texts with fewer shingles than this say too little to be compared. */
export const DUPLICATE_MIN_SHINGLES = 12;

/** Possible duplicates kept per post (the strongest). */
export const DUPLICATE_HITS_MAX = 3;

/** Accounts linked by an address: both seen there within this window. */
export const LINK_ADDRESS_WINDOW_S = 30 * 24 * 3600;

/** Linked accounts considered per kind of link (bounds the lookups for a much-invited account or a busy address). */
export const LINKED_MAX = 50;
