import { POST_STATUS } from './status';
import type { Capability } from './console-operators';

// Who may move a post between the status codes of spec §3, in one table (and the life sweep's one move, 2 → 8
// when a lifetime runs out, in server/domain/release/post-life.ts). The owner's moves are enforced by
// server/domain/release*.ts, the operators' by server/domain/release-review.ts; the console's review queue
// shows its buttons from here.

const { PENDING, VERIFIED, FAILED, DELETED, TAKEN_DOWN, SOLD, EXPIRED, BANNED, VERIFICATION_BANNED } = POST_STATUS;

export type ReviewAction = 'approve' | 'reject' | 'ban' | 'ban-verification';
export const REVIEW_ACTIONS = [
  'approve',
  'reject',
  'ban',
  'ban-verification',
] as const satisfies readonly ReviewAction[];

export interface Transition {
  /** The statuses it starts from; 'any' = every status except `to` itself. */
  from: readonly number[] | 'any';
  to: number;
  /** The owner, or an operator holding the capability. */
  by: 'owner' | Capability;
  /** The poster reads the reason in my posts and in the status notice. */
  needsReason: boolean;
}

export const REVIEW_TRANSITIONS: Readonly<Record<ReviewAction, Transition>> = {
  approve: { from: [PENDING], to: VERIFIED, by: 'review', needsReason: false },
  reject: { from: [PENDING], to: FAILED, by: 'review', needsReason: true },
  ban: { from: 'any', to: BANNED, by: 'review', needsReason: false },
  'ban-verification': { from: 'any', to: VERIFICATION_BANNED, by: 'review', needsReason: false },
};

/** The owner's moves (the release domain's owner.ts); an edit's target depends on what changed (its edit-rule.ts). */
export const OWNER_TRANSITIONS: Readonly<
  Record<'create' | 'takeDown' | 'restore' | 'delete' | 'markSold' | 'renew', Transition>
> = {
  create: { from: [0], to: PENDING, by: 'owner', needsReason: false },
  takeDown: { from: [PENDING, VERIFIED], to: TAKEN_DOWN, by: 'owner', needsReason: false },
  /** Back to verified only when it was verified before the take-down, else pending. */
  restore: { from: [TAKEN_DOWN], to: VERIFIED, by: 'owner', needsReason: false },
  /** A ban stays on the record: certification rights, reviewers' counts and duplicate hints read it. */
  delete: {
    from: [PENDING, VERIFIED, FAILED, TAKEN_DOWN, SOLD, EXPIRED],
    to: DELETED,
    by: 'owner',
    needsReason: false,
  },
  /** Sold or rented: its page stays up marked so, out of every list. */
  markSold: { from: [VERIFIED, EXPIRED], to: SOLD, by: 'owner', needsReason: false },
  /** A new lifetime; an expired post comes back public without a new review (its content did not change). */
  renew: { from: [VERIFIED, EXPIRED], to: VERIFIED, by: 'owner', needsReason: false },
};

/** Whether `action` may start from `status`. */
export function reviewAllowed(action: ReviewAction, status: number): boolean {
  const t = REVIEW_TRANSITIONS[action];
  return t.from === 'any' ? status !== t.to : t.from.includes(status);
}
