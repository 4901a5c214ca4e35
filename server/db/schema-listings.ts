import type { Generated } from 'kysely';

// Columns added by the browse migration of 2026-11-28-150 (operator text for English readers); they merge into
// schema.ts's tables by interface augmentation.

declare module './schema' {
  interface AdTable {
    /** The caption for English readers; '' = none (they then read `title`). */
    title_en: Generated<string>;
  }
  interface NoticeTable {
    /** The notice for English readers; '' = none (they then read `text`). */
    text_en: Generated<string>;
  }
}
