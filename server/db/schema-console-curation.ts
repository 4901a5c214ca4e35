import type { Generated } from 'kysely';

// Columns and tables of the curation migration (2026-11-27-020); columns merge into their tables by interface
// augmentation.

declare module './schema-explore' {
  interface ExploreThemeTable {
    /** An uploaded image; null: the newest post's cover. */
    cover: Generated<string | null>;
  }
}

declare module './schema-people' {
  interface FeedbackTable {
    reply: Generated<string>;
    handled_by: Generated<number | null>;
    handled_at: Generated<number | null>;
  }
  interface UserNoticeTable {
    /** The notice leaves the list at this time; null: never. */
    ends_at: Generated<number | null>;
  }
}

export type ScheduleStateColumn = 'scheduled' | 'published' | 'withdrawn';

/** A notice written ahead; published (copied into user_notices) by the first read after publish_at. */
export interface NoticeScheduleTable {
  id: Generated<number>;
  /** null: everyone. */
  user_id: number | null;
  title: string;
  body: string;
  /** The English texts (2026-11-28-030); '' on older schedules. */
  title_en: Generated<string>;
  body_en: Generated<string>;
  publish_at: number;
  ends_at: number | null;
  state: Generated<ScheduleStateColumn>;
  /** The user_notices row once published. */
  notice_id: Generated<number | null>;
  created_at: number;
}

export interface CurationTables {
  notice_schedules: NoticeScheduleTable;
}
