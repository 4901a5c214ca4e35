import { createHash } from 'node:crypto';
import type { Db, Trx } from '../../db/database';
import { Refusal } from '../common';

// Every money-moving call carries a key the client generated before its first try and reuses on retries.
// The key's row is written in the same transaction as the movement, so a key is applied exactly once: the
// same key with the same request answers the first reply again, with another request it is refused. A refused
// call writes nothing (its transaction rolls back), so a retry after a refusal is tried afresh.

export interface IdempotentCall {
  userId: number;
  /** The endpoint's action name: keys are unique per user and action. */
  action: string;
  key: string;
  /** The request's meaningful fields (not the key). */
  request: unknown;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('hex');

async function storedReply<R>(db: Db, call: IdempotentCall, hash: string): Promise<{ reply: R } | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'reply'])
    .where('user_id', '=', call.userId)
    .where('action', '=', call.action)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw new Refusal('money.key_reused');
  return { reply: JSON.parse(row.reply) as R };
}

/** A unique index refused the row (SQLite and PostgreSQL word it differently). */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint/.test(e.message ?? '');
};

/**
 * Runs `move` once per (user, action, key) in one transaction with the key's row. When another call wrote a
 * row the move needs (the same unlock from another tab, under its own key) between our read and our write,
 * the move runs once more afresh, so it answers from what that call did (PostgreSQL runs the two side by side;
 * SQLite one after the other, where the second sees the first anyway).
 * @throws Refusal money.key_reused when the key was used for another request, money.conflict when a second
 *   try meets another such call again; whatever `move` throws.
 */
export async function once<R>(db: Db, call: IdempotentCall, nowS: number, move: (trx: Trx) => Promise<R>): Promise<R> {
  const hash = requestHash(call.request);
  for (let attempt = 0; ; attempt++) {
    const first = await storedReply<R>(db, call, hash);
    if (first) return first.reply;
    try {
      return await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('idempotency_keys')
          .values({
            user_id: call.userId,
            action: call.action,
            key: call.key,
            request_hash: hash,
            reply: 'null',
            created_at: nowS,
          })
          .execute();
        const reply = await move(trx);
        await trx
          .updateTable('idempotency_keys')
          .set({ reply: JSON.stringify(reply ?? null) })
          .where('user_id', '=', call.userId)
          .where('action', '=', call.action)
          .where('key', '=', call.key)
          .execute();
        return reply;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent try with the same key committed first: answer as it did.
      const other = await storedReply<R>(db, call, hash);
      if (other) return other.reply;
      // Another key took a unique row the move writes (an unlock, a transfer): the rolled-back try stored
      // nothing, so try again once and see what that call did.
      if (attempt >= 1) throw new Refusal('money.conflict');
    }
  }
}
