import type { Generated } from 'kysely';

// Columns of the VIP credit migration (2026-11-28-020); they merge into vip_grants by interface augmentation.

declare module './schema-money' {
  interface VipGrantTable {
    /** The unused value of the membership before, credited against the card's price (price_gold is what was paid). */
    credit_gold: Generated<number>;
    /** The gold paid for the membership this row gives, spread evenly from starts_at to expires_at: an upgrade's credit. */
    value_gold: Generated<number>;
  }
}
