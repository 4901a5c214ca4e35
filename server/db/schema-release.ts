// Tables added by the posting migration; merged into Database in schema.ts.
import type { Generated } from 'kysely';

/** Suggested tags per post type (getTags); posts may still carry free-text tags within the limits. */
export interface TagTable {
  id: Generated<number>;
  type_code: number;
  name: string;
  sort: Generated<number>;
}

export type AuditActor = 'owner' | 'operator';

/** One row per post status change, written in the same transaction as the change. */
export interface PostAuditTable {
  id: Generated<number>;
  post_id: number;
  /** The owner's id; null for an operator acting from the command line. */
  actor_user_id: number | null;
  actor: AuditActor;
  from_status: number;
  to_status: number;
  reason: Generated<string>;
  created_at: number;
}

// The posting migration adds columns to `posts`: merged into schema.ts's PostTable by interface
// augmentation, so this file owns them without editing the base schema.
declare module './schema' {
  interface PostTable {
    /** Status before a take-down, so restore can return to it. */
    prev_status: number | null;
    /** Operator's note on a failed review (status 3); '' otherwise. */
    review_note: Generated<string>;
    /** The upload id the post's video came from (post_videos holds url/pic). */
    video_id: string | null;
    /** Certification posts: 1 personal, 2 store. */
    cert_type: number | null;
  }
}

export interface PostingTables {
  tags: TagTable;
  post_audit: PostAuditTable;
}
