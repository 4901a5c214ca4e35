import { POST_STATUS } from '../../../../protocol/status';
import type { PostKind } from '../../../../protocol/types';

/** The status tabs of my posts; `status` undefined = every status but deleted. */
export const MY_POST_TABS = [
  { key: 'all', status: undefined },
  { key: 'pending', status: POST_STATUS.PENDING },
  { key: 'verified', status: POST_STATUS.VERIFIED },
  { key: 'failed', status: POST_STATUS.FAILED },
  { key: 'takenDown', status: POST_STATUS.TAKEN_DOWN },
] as const;

export type MyPostTab = (typeof MY_POST_TABS)[number]['key'];

export interface PostActions {
  edit: boolean;
  takeDown: boolean;
  restore: boolean;
  delete: boolean;
  /** A banned post is appealed instead: the ban stays on the record until a moderator lifts it. */
  appeal: boolean;
}

/**
 * What the owner may do per status: take down what is public or waiting (1, 2), restore what they took
 * down (5), edit and delete anything an operator has not banned (a ban stays on the record).
 */
export function actionsFor(status: number): PostActions {
  const banned = status === POST_STATUS.BANNED || status === POST_STATUS.VERIFICATION_BANNED;
  return {
    edit: !banned && status !== POST_STATUS.DELETED,
    takeDown: status === POST_STATUS.PENDING || status === POST_STATUS.VERIFIED,
    restore: status === POST_STATUS.TAKEN_DOWN,
    delete: !banned && status !== POST_STATUS.DELETED,
    appeal: banned,
  };
}

/** Desktop path of a post's edit form (certification has no id segment in the spec: it goes in the query). */
export function editPath(kind: PostKind, id: number): string {
  return kind === 'certification' ? `/release/certification?id=${id}` : `/release/${kind}/${id}`;
}

/** Days before expiry the renew button shows (the server's reminder comes about then too). */
export const RENEW_SHOWN_S = 3 * 86_400;

export interface LifeActions {
  /** Put on top (paid): a public post not on top now. */
  bump: boolean;
  /** On top until then (Unix seconds), or null. */
  bumpedUntil: number | null;
  markSold: boolean;
  /** Expired, or public and expiring soon. */
  renew: boolean;
}

/** The listing's life actions of an own post at `nowS`. */
export function lifeActionsFor(
  post: { status: number; bumpedUntil: number | null; expiresAt: number | null },
  nowS: number,
): LifeActions {
  const live = post.status === POST_STATUS.VERIFIED;
  const bumpedUntil = post.bumpedUntil !== null && post.bumpedUntil > nowS ? post.bumpedUntil : null;
  const expiring = live && post.expiresAt !== null && post.expiresAt - nowS <= RENEW_SHOWN_S;
  return {
    bump: live && bumpedUntil === null,
    bumpedUntil: live ? bumpedUntil : null,
    markSold: live || post.status === POST_STATUS.EXPIRED,
    renew: expiring || post.status === POST_STATUS.EXPIRED,
  };
}
