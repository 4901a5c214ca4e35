import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTables } from './schema-accounts';
import type { AppointmentTables } from './schema-appointments';
import type { ChatTables } from './schema-chat';
import type { ClusterTables } from './schema-cluster';
import type { CurationTables } from './schema-console-curation';
import type { ExploreTables } from './schema-explore';
import type { MediaTables } from './schema-media';
import './schema-console-moderation';
import './schema-console-users';
import './schema-listings';
import './schema-money-vip';
import type { MoneyTables } from './schema-money';
import './schema-money-payouts';
import type { OperatorTables } from './schema-console';
import type { PeopleTables } from './schema-people';
import type { PostingTables } from './schema-release';
import type { AppealTables } from './schema-release-appeals';
import type { BumpTables } from './schema-release-life';
import type { PublicTables } from './schema-public-pages';
import type { RecoveryTables } from './schema-accounts-recovery';
import type { TrustTables } from './schema-release-duplicates';
import type { UploadTables } from './schema-upload';
import type { VideoJobTables } from './schema-video-jobs';

// Times are integer Unix seconds, booleans integer 0/1, JSON text (COMMON contract): the same on SQLite and PG.

export interface CityTable {
  code: number;
  name: string;
  name_en: string;
  abroad: number;
  region: string;
  sort: number;
}

export interface CodeTable {
  code: number;
  name: string;
  name_en: string;
  sort: number;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  avatar: string | null;
  bio: Generated<string>;
  vip_level: Generated<number>;
  vip_expires_at: number | null;
  incode: string;
  invited_by: number | null;
  created_at: number;
  /** Bound phone number in its normalized form (protocol/accounts-recovery.ts), the only way to reset a password. */
  phone: Generated<string | null>;
  /** When a code sent to `phone` was typed back; null while unproven, and then no reset code goes there. */
  phone_verified_at: Generated<number | null>;
  /** The user's own city (cities.code), or null. */
  area_code: Generated<number | null>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** Address of the latest request (updated with last_seen_at). */
  ip: string;
  user_agent: Generated<string>;
}

export type PostKindColumn = 'personal' | 'store' | 'certification' | 'broker';

export interface PostTable {
  id: Generated<number>;
  user_id: number;
  kind: PostKindColumn;
  title: string;
  description: string;
  city_code: number;
  type_code: number;
  mode_code: number;
  price_min: number | null;
  price_max: number | null;
  address: string;
  hours: string;
  contact: string;
  /** JSON array of strings. */
  tags: string;
  /** JSON array of {label, labelEn, value}. */
  facts: string;
  vip: Generated<number>;
  status: number;
  views: Generated<number>;
  favorites: Generated<number>;
  /** Ratings of the post's bookings: how many, and their stars summed (the average is sum / count). */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface PostImageTable {
  id: Generated<number>;
  post_id: number;
  path: string;
  sort: number;
  width: number;
  height: number;
}

export interface MediaTable {
  path: string;
  kind: 'image' | 'video';
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: number;
}

export interface AdTable {
  id: Generated<number>;
  slot: string;
  title: string;
  image: string;
  url: string;
  type: number;
  sort: number;
  active: Generated<number>;
  clicks: Generated<number>;
}

export interface NoticeTable {
  id: Generated<number>;
  kind: 'buy' | 'system';
  text: string;
  created_at: number;
}

/** Who has been counted as a visitor of a post on a day (UTC day number); older days are swept. */
export interface PostViewTable {
  post_id: number;
  /** `u<user id>` for a logged-in viewer, `a<address>` for a guest. */
  viewer: string;
  day: number;
}

/** Who has been counted as a clicker of an ad on a day (UTC day number), keyed as post views; swept alike. */
export interface AdClickTable {
  ad_id: number;
  viewer: string;
  day: number;
}

export interface Database
  extends
    AccountTables,
    AppealTables,
    AppointmentTables,
    BumpTables,
    ChatTables,
    ClusterTables,
    CurationTables,
    ExploreTables,
    MediaTables,
    MoneyTables,
    OperatorTables,
    PeopleTables,
    PostingTables,
    PublicTables,
    RecoveryTables,
    TrustTables,
    UploadTables,
    VideoJobTables {
  cities: CityTable;
  post_types: CodeTable;
  post_modes: CodeTable;
  users: UserTable;
  sessions: SessionTable;
  posts: PostTable;
  post_images: PostImageTable;
  post_views: PostViewTable;
  ad_clicks: AdClickTable;
  media: MediaTable;
  ads: AdTable;
  notices: NoticeTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type PostRow = Selectable<PostTable>;
export type NewPost = Insertable<PostTable>;
export type NewPostImage = Insertable<PostImageTable>;
export type NewAd = Insertable<AdTable>;
export type NewNotice = Insertable<NoticeTable>;
export type NewCity = Insertable<CityTable>;
export type NewCode = Insertable<CodeTable>;
