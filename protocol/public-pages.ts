import type { Access } from './access';
import type { Evaluation, EvaluationPage } from './appointments';
import type { Paging } from './explore';
import type { Page, PostAuthor, PostCard, PostKind } from './types';

// Public pages: a person's page, what a certification proves, posts near an area, and reports of fake posts.
// Everything here is public data only: verified posts as cards, ratings with masked names, no usernames.

/** Why a post is reported; `fake` is the spec's fakeInfo, the others what people also run into. */
export const REPORT_REASONS = ['fake', 'wrong_contact', 'duplicate', 'spam', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 200;
/** Reports one person may file per day (a burst of parallel calls included). */
export const REPORT_DAILY_MAX = 20;

/** Nearby lists posts within this distance of the area's point, nearest first. */
export const NEARBY_RADIUS_KM = 100;
/** A shared device location is stored to 3 decimals (about 100 m), never more precisely. */
export const AREA_POINT_DECIMALS = 3;

/** Where a person says they are: a city, and a point (their device's, or else the city's centre). */
export interface UserArea {
  cityCode: number;
  lat: number;
  lng: number;
  /** The point came from the device (rounded); false = the city's centre. */
  precise: boolean;
}

/** A city, a device point, or both (a point alone picks the nearest city). */
export interface AreaInput {
  cityCode?: number;
  lat?: number;
  lng?: number;
}

export interface NearbyCard extends PostCard {
  /** From the area's point, one decimal. */
  distanceKm: number;
}

export interface NearbyReply {
  /** The area the list is measured from; null when none was given and none is saved (pick one first). */
  area: UserArea | null;
  posts: Page<NearbyCard>;
}

/** A rating a person received, with the post it was given on. */
export interface ReceivedEvaluation extends Evaluation {
  postId: number;
  postKind: PostKind;
  postTitle: string;
}

export interface ReceivedEvaluationPage extends Omit<EvaluationPage, 'list'> {
  list: ReceivedEvaluation[];
}

/** What a certification badge stands for, from the post and its review. */
export interface CertificationInfo {
  postId: number;
  title: string;
  /** 1 a person's certification, 2 a store's; null for posts published before the type was asked. */
  certType: number | null;
  holder: PostAuthor;
  cityCode: number;
  /** A VIP post: its facts are for members, so they stay out (facts is empty). */
  locked: boolean;
  /** The certificate's facts as published (licence number, issuing body…). */
  facts: { label: string; labelEn: string; value: string }[];
  /** When an operator verified it (the latest approval), else when it was published. */
  verifiedAt: number;
  /** The holder's verified post the certification stands on (their personal or store post), if public. */
  basis: { id: number; kind: PostKind; title: string } | null;
}

export interface PostReport {
  id: number;
  postId: number;
  reason: ReportReason;
  status: 'open';
  createdAt: number;
}

export interface PublicEndpoints {
  /** A person's public posts (verified only), newest first; `exceptId` leaves out the post shown beside them. */
  '/api/user/getUserPosts': { payload: Paging & { id: number; exceptId?: number }; reply: Page<PostCard> };
  /** Ratings a person received on their public posts, newest first. */
  '/api/user/getUserRatings': { payload: Paging & { id: number }; reply: ReceivedEvaluationPage };
  '/api/info/getCertification': { payload: { id: number }; reply: CertificationInfo };
  /** Saves the caller's area (spec §7 setArea). */
  '/api/user/setArea': { payload: AreaInput; reply: UserArea };
  /** Posts near the given area, else the caller's saved one. */
  '/api/info/nearby': { payload: AreaInput & Paging & { kind?: PostKind }; reply: NearbyReply };
  /** Report a post as fake or broken (spec §7 fakeInfo). */
  '/api/info/fakeInfo': { payload: { id: number; reason: ReportReason; note?: string }; reply: PostReport };
}

export const PUBLIC_ACCESS = {
  '/api/user/getUserPosts': 'public',
  '/api/user/getUserRatings': 'public',
  '/api/info/getCertification': 'public',
  '/api/user/setArea': 'user',
  '/api/info/nearby': 'optional',
  '/api/info/fakeInfo': 'user',
} as const satisfies Record<keyof PublicEndpoints, Access>;
