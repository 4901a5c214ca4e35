import type { Trx } from '../../db/database';

// The audit log: one append-only row per operator action, written by recordAudit inside the action's own
// transaction (so an action without its row, or a row without its action, cannot exist). The table's triggers
// refuse UPDATE and DELETE; nothing in the product edits it.

/** Who acted: an operator (the role that allowed it) or the command line (id null, role 'cli'). */
export interface AuditActor {
  id: number | null;
  role: string;
  ip: string;
}

export const CLI_ACTOR: AuditActor = { id: null, role: 'cli', ip: '' };

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason?: string;
  nowS: number;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** Call inside the transaction of the action it records. */
export async function recordAudit(trx: Trx, actor: AuditActor, r: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_role: actor.role,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: json(r.before),
      after: json(r.after),
      reason: r.reason ?? '',
      ip: actor.ip,
      created_at: r.nowS,
    })
    .execute();
}
