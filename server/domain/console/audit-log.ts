import type { AuditEntry, AuditQuery } from '../../../protocol/console';
import { AUDIT_PAGE_MAX } from '../../../protocol/console';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';

// The console's reading of the audit log (audit.ts writes it).

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** Newest first, filtered; `actor` is a username or 'cli'. */
export async function listAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const page = q.page ?? 1;
  const pageSize = Math.min(q.pageSize ?? 50, AUDIT_PAGE_MAX);
  let base = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
  if (q.actor === 'cli') base = base.where('audit_log.actor_id', 'is', null);
  else if (q.actor) base = base.where('users.username', '=', q.actor);
  if (q.action) base = base.where('audit_log.action', '=', q.action);
  if (q.targetType) base = base.where('audit_log.target_type', '=', q.targetType);
  if (q.targetId) base = base.where('audit_log.target_id', '=', q.targetId);
  if (q.from !== undefined) base = base.where('audit_log.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('audit_log.created_at', '<', q.to);
  const [rows, count] = await Promise.all([
    base
      .selectAll('audit_log')
      .select('users.username')
      .orderBy('audit_log.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorName: r.username,
      actorRole: r.actor_role,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parse(r.before),
      after: parse(r.after),
      reason: r.reason,
      ip: r.ip,
      createdAt: r.created_at,
    })),
    page,
    pageSize,
    total: Number(count.n),
  };
}
