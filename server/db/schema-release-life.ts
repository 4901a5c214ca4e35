import type { Generated } from 'kysely';

// Tables and columns of bumps (2026-11-28-170) and of a post's lifetime (2026-11-28-180); the columns merge into
// schema.ts's PostTable by interface augmentation.

declare module './schema' {
  interface PostTable {
    /** When the bump in force began; null when none. */
    bumped_at: number | null;
    /** When the bump in force ends; null when none (the life sweep clears it once past). */
    bumped_until: number | null;
    /** When a public post expires; null until the life sweep first sees it public. */
    expires_at: number | null;
    /** The expires_at its expiry reminder was sent for (one reminder per lifetime). */
    reminded_for: number | null;
  }
}

export interface PostBumpTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  city_code: number;
  price_gold: number;
  /** The ledger transfer that paid for it. */
  transfer_id: number;
  bumped_until: number;
  created_at: number;
}

export interface BumpTables {
  post_bumps: PostBumpTable;
}
