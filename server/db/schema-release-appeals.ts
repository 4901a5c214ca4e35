import type { Generated } from 'kysely';
import type { AppealStatus } from '../../protocol/release';

// The table of the appeals migration (2026-11-28-160): an owner's appeal of a banned post.

export interface PostAppealTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  /** The owner's words, 10–500 characters. */
  text: string;
  status: Generated<AppealStatus>;
  /** The moderator's reason; the owner reads it in the notice when the ban is upheld. */
  decision_reason: Generated<string>;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

export interface AppealTables {
  post_appeals: PostAppealTable;
}
