import type { Generated } from 'kysely';

// Columns and tables of the moderation migration (2026-11-26-050); columns merge into schema.ts's tables by
// interface augmentation.

declare module './schema' {
  interface UserTable {
    /** When an operator banned the account; null = not banned. */
    banned_at: Generated<number | null>;
    ban_reason: Generated<string>;
  }
  interface AdTable {
    /** The ad shows from `starts_at` (inclusive) to `ends_at` (exclusive); null = no bound. */
    starts_at: Generated<number | null>;
    ends_at: Generated<number | null>;
  }
}

declare module './schema-chat' {
  interface ChatReportTable {
    handled_by: Generated<number | null>;
    handled_at: Generated<number | null>;
    resolution: Generated<string | null>;
  }
}
