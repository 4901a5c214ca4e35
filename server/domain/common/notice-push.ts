import { sql } from 'kysely';
import type { NoticeKind } from '../../../protocol/people';
import type { Db, DbOrTrx } from '../../db/database';
import type { ChatFanout } from '../../lib/chat-fanout';

// A written notice tells its reader's open tabs over the push stream, so a wallet or a badge re-reads at once.
// The event rides the chat fan-out: on PostgreSQL a NOTIFY inside the notice's transaction, sent on commit to
// every process; on SQLite (one process) delivered once the single connection is free again, i.e. after the
// transaction ended. A notice written by a transaction that then rolls back may still be announced there;
// the event carries nothing but "re-read", so that costs one read.

interface Outlet {
  db: Db;
  fanout: ChatFanout;
  /** The fan-out is in this process and delivers on flush (SQLite). */
  inProcess: boolean;
}

// Keyed by the dialect adapter, which a database handle shares with every transaction opened on it.
const outlets = new WeakMap<object, Outlet>();

/** Notices written on `db` (and its transactions) are announced through `fanout`. */
export function attachNoticePush(db: Db, fanout: ChatFanout, inProcess: boolean): void {
  outlets.set(db.getExecutor().adapter, { db, fanout, inProcess });
}

/** Call inside the transaction that writes the notice. */
export async function stageNoticePush(trx: DbOrTrx, userId: number, kind: NoticeKind): Promise<void> {
  const o = outlets.get(trx.getExecutor().adapter);
  if (!o) return;
  const note = { users: [userId], event: { type: 'notice' as const, kind } };
  await o.fanout.stage(trx, note);
  if (!o.inProcess) return;
  // Queued behind the transaction holding the connection: it runs, and the event goes, once that one ended.
  void sql`select 1`.execute(o.db).then(
    () => o.fanout.flush(note),
    () => undefined,
  );
}
