import type { Updateable } from 'kysely';
import { POST_STATUS, STATUS } from '../../protocol/status';
import type { Db } from '../db/database';
import type { PostTable } from '../db/schema';
import type { AuditActor } from '../db/schema-posting';
import { BusinessError } from './errors';

// Every post status change goes through changePostStatus, so the audit trail cannot miss one.

/** Spec §3 labels, for operator output and refusal messages. */
export const STATUS_LABEL: Record<number, string> = {
  [POST_STATUS.PENDING]: '待审核',
  [POST_STATUS.VERIFIED]: '已通过审核',
  [POST_STATUS.FAILED]: '审核未通过',
  [POST_STATUS.DELETED]: '已删除',
  [POST_STATUS.TAKEN_DOWN]: '已下架',
  [POST_STATUS.PROCESSING]: '处理中',
  [POST_STATUS.CANCELLED]: '资源已取消',
  [POST_STATUS.BANNED]: '资源已封禁',
  [POST_STATUS.VERIFICATION_BANNED]: '认证已封禁',
};

export const statusLabel = (s: number) => `${String(s)}（${STATUS_LABEL[s] ?? '未知'}）`;

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
 * @throws BusinessError 409 when the post is no longer in `from`.
 */
export async function changePostStatus(trx: Db, c: StatusChange): Promise<void> {
  const res = await trx
    .updateTable('posts')
    .set({ ...c.set, status: c.to, updated_at: c.nowS })
    .where('id', '=', c.postId)
    .where('status', '=', c.from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError(STATUS.CONFLICT, '信息状态已变化，请刷新后重试');
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
}

/** Owner take-down: only a pending or public post can be taken down. */
export function takeDownTarget(from: number): number | null {
  return from === POST_STATUS.PENDING || from === POST_STATUS.VERIFIED ? POST_STATUS.TAKEN_DOWN : null;
}

/**
 * Owner restore of a taken-down post: back to public only when it was public before the take-down (an
 * edit resets the post to pending, so a verified prev_status means the reviewed content is unchanged).
 */
export function restoreTarget(from: number, prevStatus: number | null): number | null {
  if (from !== POST_STATUS.TAKEN_DOWN) return null;
  return prevStatus === POST_STATUS.VERIFIED ? POST_STATUS.VERIFIED : POST_STATUS.PENDING;
}
