// Tables added by the people migration (2026-11-24-020); merged into Database in schema.ts.
import type { Generated } from 'kysely';
import type { NoticeKind } from '../../protocol/people';
import type { AuditActor } from './schema-release';

/** One row per person and kept post: the primary key is what makes a favourite exist once under any burst. */
export interface FavoriteTable {
  user_id: number;
  post_id: number;
  created_at: number;
}

/** Older booking rows (no code): `title` holds the event (BookingEvent), `body` the reason given. */
export type NoticeRowKind = NoticeKind;

export interface UserNoticeTable {
  id: Generated<number>;
  /** null: a broadcast to everyone. */
  user_id: number | null;
  kind: NoticeRowKind;
  post_id: number | null;
  /** The post's title when the notice was written (a later edit or deletion does not rewrite history). */
  post_title: Generated<string>;
  from_status: number | null;
  to_status: number | null;
  /** Who made the change: a change the owner made themselves is never unread. */
  actor: AuditActor | null;
  /** Broadcasts: title and text as the operator wrote them. Post notices: the reason ('' when none). */
  title: Generated<string>;
  body: Generated<string>;
  /** What operators wrote in English ('' when they wrote one text only). */
  title_en: Generated<string>;
  body_en: Generated<string>;
  /** A NoticeCode and its parameters as JSON, worded when read; '' on rows written before codes. */
  code: Generated<string>;
  params: Generated<string>;
  created_at: number;
}

/** How far a person has read their notices (ids only grow, so one number marks everything before it). */
export interface NoticeReadTable {
  user_id: number;
  read_up_to: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  text: string;
  contact: Generated<string>;
  /** For the operators' queue: 'open' until someone handles it. */
  status: Generated<string>;
  created_at: number;
}

/** A person's own contact details (one row per user), revealed on their posts under the unlock rules. */
export interface ContactDetailTable {
  user_id: number;
  phone: string;
  wechat: string;
  qq: string;
  telegram: string;
  updated_at: number;
}

/** A store post's own contact, set by its owner; it wins over the owner's details on that post. */
export interface StoreContactTable {
  post_id: number;
  phone: string;
  wechat: string;
  qq: string;
  telegram: string;
  updated_at: number;
}

/** A person's saved search (migration 2026-11-28-060); codes are 0 for "all". */
export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  /** The keyword as a LIKE pattern (listings' likePattern). */
  pattern: string;
  city_code: number;
  type_code: number;
  mode_code: number;
  price_min: number | null;
  price_max: number | null;
  /** Matching posts approved since last opened; a notice is written only when it leaves 0. */
  new_count: Generated<number>;
  created_at: number;
}

export interface PeopleTables {
  favorites: FavoriteTable;
  saved_searches: SavedSearchTable;
  user_notices: UserNoticeTable;
  notice_reads: NoticeReadTable;
  feedback: FeedbackTable;
  contact_details: ContactDetailTable;
  store_contacts: StoreContactTable;
}
