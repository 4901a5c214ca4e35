import type { PostStatus } from './status';

/** Fields added to every request payload (spec §3). */
export interface CommonFields {
  bundleId: string;
  version: string;
  oauth_id: string;
  oauth_new_id: string;
  oauth_type: string;
  language: string;
  via: string;
  token: string;
}

export const POST_KINDS = ['personal', 'store', 'certification', 'broker'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** A code with a name in both interface languages. */
export interface NamedCode {
  code: number;
  name: string;
  nameEn: string;
}

export interface City extends NamedCode {
  abroad: boolean;
  /** Country or region shown beside an abroad city. */
  region: string;
}

export interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A post as shown on a listing card. Image paths are relative to `img_base` unless absolute. */
export interface PostCard {
  id: number;
  kind: PostKind;
  title: string;
  cityCode: number;
  typeCode: number;
  modeCode: number;
  /** Relative media path of the first image, or null when the post has none. */
  cover: string | null;
  imageCount: number;
  priceMin: number | null;
  priceMax: number | null;
  views: number;
  favorites: number;
  /** Ratings of the post's bookings: how many, and their average stars (one decimal; null when none). */
  ratingCount: number;
  ratingAvg: number | null;
  vip: boolean;
  /** The post has a video (a play badge on cards). */
  hasVideo: boolean;
  status: PostStatus;
  createdAt: number;
  /** On top of its city's list until then (a paid bump); null when not bumped. Past values mean it ended. */
  bumpedUntil: number | null;
}

/** Spec §3 video config: `url` (mp4 or .m3u8, relative to img_base unless absolute) and `pic` (encrypted poster image path). */
export interface PostVideo {
  url: string;
  pic: string;
}

export interface PostAuthor {
  id: number;
  nickname: string;
  avatar: string | null;
}

export interface PostDetail extends PostCard {
  description: string;
  images: string[];
  tags: string[];
  address: string;
  /** Business hours or availability, free text. */
  hours: string;
  /** Phone or messaging handle; null unless the viewer is logged in. */
  contact: string | null;
  author: PostAuthor;
  /** Kind-specific facts shown as label/value rows (e.g. licence number for certification). */
  facts: { label: string; labelEn: string; value: string }[];
  /**
   * A VIP post seen by a non-VIP viewer: a preview with the cover only, a shortened description and no
   * address, hours, contact or facts. getInfoVip returns the full post to a VIP.
   */
  locked: boolean;
  /** null when the post has no video (or is a locked preview). */
  video: PostVideo | null;
  /** The viewer wrote the post: then it is answered in any status (a preview until it is public). */
  owner: boolean;
  /** For the owner: the latest moderation reason (a rejection's, a ban's), null when there is none. */
  statusReason: string | null;
}

export interface UserProfile {
  id: number;
  username: string;
  nickname: string;
  avatar: string | null;
  bio: string;
  /** 0 = not VIP; higher numbers are higher tiers. */
  is_vip: number;
  vipExpiresAt: number | null;
  incode: string;
  createdAt: number;
  /** The city the user set as theirs (a city code), or null. */
  area: number | null;
  /** Present (true) while the session runs on a temporary password an operator set: choose one now. */
  mustChangePassword?: true;
}

export interface PublicUser {
  id: number;
  nickname: string;
  avatar: string | null;
  bio: string;
  is_vip: number;
  postCount: number;
  createdAt: number;
}

export interface Ad {
  id: number;
  title: string;
  /** The caption for English readers; '' = none (they read `title`). */
  titleEn: string;
  image: string;
  url: string;
  /** 1 = new window, 2 = in-app route, anything else = new window. */
  type: number;
}

export interface Notice {
  id: number;
  text: string;
  /** The notice for English readers; '' = none (they read `text`). */
  textEn: string;
  createdAt: number;
}

/** Global config (spec §3); the client copies these into global state. */
export interface GlobalConfig {
  site_name: string;
  img_base: string;
  img_upload_url: string;
  upload_img_key: string;
  mobile_mp4_upload_url: string;
  upload_mp4_key: string;
  /** Echo of the page query's `code`, else `c`: a channel (spec §7), never an invite code. */
  channel: string;
  service_contact: string;
  /** Widths (px) for which every stored image has a variant `<path minus .bin>.w<width>.bin`; empty = originals only. */
  img_variants: number[];
  /** The invitation to the official messaging channel, shown once per visitor per `period_days`; null = none. */
  messaging: MessagingChannel | null;
}

export interface MessagingChannel {
  name: string;
  link: string;
  period_days: number;
}

export interface Taxonomy {
  cities: City[];
  types: NamedCode[];
  modes: NamedCode[];
}

/** The runtime config the server injects into index.html (`#app-config`). */
export interface RuntimeConfig {
  apiBase: string;
  keys: { apiKey: string; apiIv: string; signKey: string; mediaKey: string };
  adaptationThreshold: number;
  buildId: string;
}
