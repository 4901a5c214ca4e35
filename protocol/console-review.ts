import type { OperatorAccess } from './access';
import type { ReviewAction } from './release-transitions';
import type { AppealStatus } from './release';
import type { Page, PostKind, PostVideo } from './types';

// The console's review queue: pending posts with everything a moderator judges them by.

export interface ReviewAuthor {
  id: number;
  username: string;
  nickname: string;
  createdAt: number;
  /** The poster's history: their posts (deleted ones included) by outcome. */
  posts: { total: number; verified: number; failed: number; banned: number };
}

export interface ReviewHistoryLine {
  from: number;
  to: number;
  actor: 'owner' | 'operator';
  reason: string;
  at: number;
}

/** How a possible duplicate's poster relates to this post's poster (docs/protocol.md, duplicate check). */
export type DuplicateLink = 'same' | 'invited' | 'address';

/** An earlier post of the same or a linked account that this one resembles. */
export interface DuplicateHint {
  id: number;
  kind: PostKind;
  title: string;
  status: number;
  /** Pictures the two posts share. */
  sameImages: number;
  /** Similarity of title + description, 0–100. */
  textPercent: number;
  link: DuplicateLink;
}

export interface ReviewItem {
  id: number;
  kind: PostKind;
  title: string;
  description: string;
  priceMin: number | null;
  priceMax: number | null;
  address: string;
  hours: string;
  contact: string;
  tags: string[];
  /** Stored image paths, cover first. */
  images: string[];
  video: PostVideo | null;
  status: number;
  createdAt: number;
  updatedAt: number;
  author: ReviewAuthor;
  /** This post's status changes, oldest first. */
  history: ReviewHistoryLine[];
  /** Possible duplicates found when it went into review, strongest first. */
  duplicates: DuplicateHint[];
}

export interface ReviewOutcome {
  id: number;
  from: number;
  to: number;
}

export interface BulkOutcome {
  id: number;
  ok: boolean;
  /** The status it went to, or the refusal a person reads. */
  to?: number;
  msg?: string;
}

export const REVIEW_PAGE_MAX = 50;
export const REVIEW_BULK_MAX = 50;
export const REVIEW_REASON_MAX = 200;

export interface AdminReviewEndpoints {
  '/api/admin/reviewQueue': { payload: { page?: number; pageSize?: number }; reply: Page<ReviewItem> };
  '/api/admin/reviewDecide': { payload: { id: number; action: ReviewAction; reason?: string }; reply: ReviewOutcome };
  '/api/admin/reviewBulk': {
    payload: { ids: number[]; action: 'approve' | 'reject'; reason?: string };
    reply: BulkOutcome[];
  };
  /** Open appeals of banned posts, oldest first. */
  '/api/admin/appealQueue': { payload: { page?: number; pageSize?: number }; reply: Page<AppealItem> };
  /** uphold: the post stays banned, the owner gets the reason; restore: the post goes back to review (1). */
  '/api/admin/appealDecide': {
    payload: { id: number; decision: AppealDecision; reason: string };
    reply: AppealOutcome;
  };
}

export type AppealDecision = 'uphold' | 'restore';
export const APPEAL_DECISIONS = ['uphold', 'restore'] as const satisfies readonly AppealDecision[];

/** An open appeal with the post it is about and why it was banned. */
export interface AppealItem {
  id: number;
  text: string;
  createdAt: number;
  post: { id: number; kind: PostKind; title: string; status: number; banReason: string };
  owner: { id: number; username: string; nickname: string };
}

export interface AppealOutcome {
  id: number;
  status: AppealStatus;
  /** The post's status after the decision. */
  postStatus: number;
}

const review: OperatorAccess = { operator: 'review' };

export const ADMIN_REVIEW_ACCESS = {
  '/api/admin/reviewQueue': review,
  '/api/admin/reviewDecide': review,
  '/api/admin/reviewBulk': review,
  '/api/admin/appealQueue': review,
  '/api/admin/appealDecide': review,
} as const satisfies Record<keyof AdminReviewEndpoints, OperatorAccess>;
