import type { Generated } from 'kysely';
import type { DuplicateLink } from '../../protocol/console-review';

// Tables and columns of the trust migration (2026-11-27-030): the duplicate hints a new post's review shows;
// columns merge into other files' tables by interface augmentation.

/** A post in review that resembles an earlier post of the same or a linked account. */
export interface PostDuplicateTable {
  post_id: number;
  other_id: number;
  /** Pictures the two posts share. */
  same_images: number;
  /** Text similarity of title + description, 0–100. */
  text_percent: number;
  link: DuplicateLink;
  created_at: number;
}

declare module './schema-chat' {
  interface ChatReportTable {
    /** 'chat': reported from the conversation; 'profile': from the person's public page. */
    origin: Generated<'chat' | 'profile'>;
  }
}

export interface TrustTables {
  post_duplicates: PostDuplicateTable;
}
