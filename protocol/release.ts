import type { VideoProgress } from './video';
import type { Access } from './access';
import type { PostStatus } from './status';
import type { Page, PostCard, PostKind, PostVideo } from './types';

// Release (posting) endpoints of spec §7 plus info myPost/changeStatus. The limits below, and the draft
// schema built from them (release-schema.ts), are the single source for the form and the server.

export const TITLE_MIN = 4;
export const TITLE_MAX = 40;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
/** A post needs at least a cover photo. */
export const IMAGES_MIN = 1;
export const IMAGES_MAX = 6;
export const TAGS_MAX = 5;
export const TAG_MAX_CHARS = 12;
export const CONTACT_MAX = 60;
export const ADDRESS_MAX = 100;
export const HOURS_MAX = 60;
export const FACT_VALUE_MAX = 60;
/** Prices are whole yuan, 0…PRICE_MAX; null = negotiable. */
export const PRICE_MAX = 10_000_000;

/** videoId meaning "keep the post's current video" (edit only). */
export const CURRENT_VIDEO = 'current';

/** Certification types of checkCertificateByType: 1 = personal certification, 2 = store certification. */
export const CERT_TYPES = [1, 2] as const;
export type CertType = (typeof CERT_TYPES)[number];

export interface FactField {
  key: string;
  label: string;
  labelEn: string;
  required: boolean;
}

/** Kind-specific facts: the form shows these fields; the server stores them as PostDetail.facts rows. */
export const FACT_FIELDS: Record<PostKind, readonly FactField[]> = {
  personal: [
    { key: 'experience', label: '从业经验', labelEn: 'Experience', required: false },
    { key: 'languages', label: '语言', labelEn: 'Languages', required: false },
  ],
  store: [
    { key: 'opened', label: '开业年份', labelEn: 'Opened', required: false },
    { key: 'seats', label: '座位数', labelEn: 'Seats', required: false },
  ],
  certification: [
    { key: 'licenceNo', label: '执照编号', labelEn: 'Licence No.', required: true },
    { key: 'issuer', label: '发证机构', labelEn: 'Issuing body', required: true },
  ],
  broker: [
    { key: 'agency', label: '所属机构', labelEn: 'Agency', required: true },
    { key: 'yearsActive', label: '从业年限', labelEn: 'Years active', required: false },
  ],
};

/** What a release form sends (create and edit). */
export interface PostDraft {
  kind: PostKind;
  title: string;
  cityCode: number;
  typeCode: number;
  modeCode: number;
  description: string;
  /** Whole yuan; null = negotiable. When both are set, priceMin ≤ priceMax. */
  priceMin: number | null;
  priceMax: number | null;
  /** Required for store posts (a shop has a place), optional otherwise. */
  address: string;
  hours: string;
  /** Phone or messaging handle; required. */
  contact: string;
  tags: string[];
  /** Media paths returned by /imgUpload.php, in display order (first = cover). */
  images: string[];
  /**
   * Id from the video upload (useVideoUpload result.videoId); null = no video. getEdit* returns
   * CURRENT_VIDEO when the post has one: sending that back keeps the video (videoPic may still change).
   */
  videoId: string | null;
  /** Poster image path (uploaded frame or picked image); null = the video's own poster, else the cover. */
  videoPic: string | null;
  /** Certification posts only (1 personal, 2 store); null for other kinds. */
  certType: CertType | null;
  /** FACT_FIELDS[kind] key → value; unknown keys are refused, empty values dropped. */
  facts: Record<string, string>;
}

export type EditDraft = PostDraft & { id: number };

/** A post loaded for editing by its owner. */
export interface EditablePost extends PostDraft {
  id: number;
  status: PostStatus;
  /** Operator's reason when verification failed (status 3); '' otherwise. */
  reviewNote: string;
  /** The current video (to show it in the form); videoId above keeps it when sent back unchanged. */
  video: PostVideo | null;
  updatedAt: number;
}

/** A row of /api/info/myPost: every status of the owner's posts (except deleted, 4). */
export interface MyPost extends PostCard {
  reviewNote: string;
  updatedAt: number;
  /** When a public post leaves the lists unless renewed; null before its lifetime starts (or when not public). */
  expiresAt: number | null;
  /** A banned post (98, 99): the moderator's reason from the ban's history line; '' otherwise. */
  banReason: string;
  /** The post's latest appeal, if it has one. */
  appeal: AppealStatus | null;
  /** Its video's ladder: progress while being made (status 6), or why it was refused; null without one. */
  videoProgress: VideoProgress | null;
}

/** An owner's appeal of a banned post: open until a moderator upholds the ban or restores the post. */
export type AppealStatus = 'open' | 'upheld' | 'restored';
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 500;

export interface SavedPost {
  id: number;
  status: PostStatus;
}

export interface RenewedPost extends SavedPost {
  /** The new end of its lifetime. */
  expiresAt: number;
}

export interface MyPostQuery {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Only this status; absent = every status except deleted. */
  status?: PostStatus;
}

export type ChangeStatusAction = 'takeDown' | 'restore';

export interface CertificateCheck {
  allowed: boolean;
  /** Why not, in the request's language (shown as is); '' when allowed. */
  reason: string;
}

export interface ReleaseEndpoints {
  /** Create a personal post (kind must be 'personal'). New posts are pending (1). */
  '/api/info/postBeauty': { payload: PostDraft; reply: SavedPost };
  /** Create a store or certification post. */
  '/api/info/postInfo': { payload: PostDraft; reply: SavedPost };
  /** Create a broker post. */
  '/api/info/postBroker': { payload: PostDraft; reply: SavedPost };
  /** Edit own personal post; it goes back to pending (1). */
  '/api/info/editBeauty': { payload: EditDraft; reply: SavedPost };
  /** Edit own store, certification or broker post; back to pending (1). */
  '/api/info/editInfo': { payload: EditDraft; reply: SavedPost };
  '/api/info/getEditBeauty': { payload: { id: number }; reply: EditablePost };
  '/api/info/getEditInfo': { payload: { id: number }; reply: EditablePost };
  '/api/info/getEditBroker': { payload: { id: number }; reply: EditablePost };
  '/api/info/checkCertificateByType': { payload: { type: CertType }; reply: CertificateCheck };
  /** Delete own non-broker post (status 4). */
  '/api/info/deleteInfo': { payload: { id: number }; reply: null };
  /** Delete own broker post (status 4). */
  '/api/info/deleteBroker': { payload: { id: number }; reply: null };
  /** Suggested tags for a type (all types when absent or 0). */
  '/api/info/getTags': { payload: { typeCode?: number }; reply: string[] };
  '/api/info/myPost': { payload: MyPostQuery; reply: Page<MyPost> };
  /** takeDown: 1|2 → 5; restore: 5 → the status before (2 only if still verified-and-unedited), else 1. */
  '/api/info/changeStatus': { payload: { id: number; action: ChangeStatusAction }; reply: SavedPost };
  /** Appeal own banned post (98, 99); one open appeal per post, a few a day. */
  '/api/info/appealPost': { payload: { id: number; text: string }; reply: { id: number; status: AppealStatus } };
  /** Own 2|8 → 7 (sold or rented): out of lists and search; its page says sold. */
  '/api/info/markSold': { payload: { id: number }; reply: SavedPost };
  /** Own 2|8 → 2 with a new lifetime, free, no new review. */
  '/api/info/renewPost': { payload: { id: number }; reply: RenewedPost };
}

export const RELEASE_ACCESS = {
  '/api/info/postBeauty': 'user',
  '/api/info/postInfo': 'user',
  '/api/info/postBroker': 'user',
  '/api/info/editBeauty': 'user',
  '/api/info/editInfo': 'user',
  '/api/info/getEditBeauty': 'user',
  '/api/info/getEditInfo': 'user',
  '/api/info/getEditBroker': 'user',
  '/api/info/checkCertificateByType': 'user',
  '/api/info/deleteInfo': 'user',
  '/api/info/deleteBroker': 'user',
  '/api/info/getTags': 'public',
  '/api/info/myPost': 'user',
  '/api/info/changeStatus': 'user',
  '/api/info/appealPost': 'user',
  '/api/info/markSold': 'user',
  '/api/info/renewPost': 'user',
} as const satisfies Record<keyof ReleaseEndpoints, Access>;

/** Which delete endpoint a post's kind uses (spec names: Beauty = personal, Info = store/certification). */
export const DELETE_ENDPOINT: Record<PostKind, '/api/info/deleteInfo' | '/api/info/deleteBroker'> = {
  personal: '/api/info/deleteInfo',
  store: '/api/info/deleteInfo',
  certification: '/api/info/deleteInfo',
  broker: '/api/info/deleteBroker',
};
