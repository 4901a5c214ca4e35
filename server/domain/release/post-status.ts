import type { Updateable } from 'kysely';
import { OWNER_TRANSITIONS } from '../../../protocol/release-transitions';
import { postStatusText } from '../../../protocol/refusal-words';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';
import type { AuditActor } from '../../db/schema-release';
import { recordStatusNotice, Refusal } from '../common';
import { raiseSavedSearches } from '../people';

// Every post status change goes through changePostStatus or writeAudit, so neither the audit trail nor the
// owner's notices (notices.ts, same transaction) can miss one; an approval counts for the saved searches it
// matches there too.

/** Operator output (Chinese, like the command line's refusals): `2（已通过审核）`. */
export const statusLabel = (s: number) => postStatusText(s).zh;

/** Audit `from_status` of a post that did not exist before. */
export const NEW_POST_STATUS = 0;

export const BANNED_STATUSES: readonly number[] = [POST_STATUS.BANNED, POST_STATUS.VERIFICATION_BANNED];

export interface Actor {
  actor: AuditActor;
  /** null for an operator working from the command line. */
  userId: number | null;
}

export interface StatusChange {
  postId: number;
  from: number;
  to: number;
  actor: Actor;
  reason?: string;
  nowS: number;
  /** Other columns changed together with the status (same statement). */
  set?: Updateable<PostTable>;
}

/**
 * Moves a post from `from` to `to` and writes the audit row; call inside a transaction. The update is
 * conditional on `from`, so a concurrent change makes this one fail instead of being silently overwritten.
 * @throws Refusal release.status_changed when the post is no longer in `from`.
 */
export async function changePostStatus(trx: Db, c: StatusChange): Promise<void> {
  const res = await trx
    .updateTable('posts')
    .set({ ...c.set, status: c.to, updated_at: c.nowS })
    .where('id', '=', c.postId)
    .where('status', '=', c.from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new Refusal('release.status_changed');
  await writeAudit(trx, c);
}

export async function writeAudit(trx: Db, c: Omit<StatusChange, 'set'>): Promise<void> {
  await trx
    .insertInto('post_audit')
    .values({
      post_id: c.postId,
      actor_user_id: c.actor.userId,
      actor: c.actor.actor,
      from_status: c.from,
      to_status: c.to,
      reason: c.reason ?? '',
      created_at: c.nowS,
    })
    .execute();
  await recordStatusNotice(trx, {
    postId: c.postId,
    from: c.from,
    to: c.to,
    actor: c.actor.actor,
    reason: c.reason ?? '',
    nowS: c.nowS,
  });
  // Approval is when a post is new to everyone else; a restore after a take-down shows an old one again.
  if (c.from === POST_STATUS.PENDING && c.to === POST_STATUS.VERIFIED) await raiseSavedSearches(trx, c.postId, c.nowS);
}

/** Owner take-down: only a pending or public post can be taken down. */
export function takeDownTarget(from: number): number | null {
  const { from: starts, to } = OWNER_TRANSITIONS.takeDown;
  return starts !== 'any' && starts.includes(from) ? to : null;
}

/**
 * Owner restore of a taken-down post: back to public only when it was public before the take-down (an
 * edit resets the post to pending, so a verified prev_status means the reviewed content is unchanged).
 */
export function restoreTarget(from: number, prevStatus: number | null): number | null {
  if (from !== POST_STATUS.TAKEN_DOWN) return null;
  return prevStatus === POST_STATUS.VERIFIED ? POST_STATUS.VERIFIED : POST_STATUS.PENDING;
}
