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
