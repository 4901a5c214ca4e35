import type { FeedbackHandle, FeedbackQuery, FeedbackRow, FeedbackState } from '../../../protocol/console-curation';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import { recordAudit, recordNotice, Refusal } from '../common';
import type { AuditActor } from '../common';

// The feedback inbox: what people sent (feedback.ts), newest first. An operator replies (the person receives
// it as a system notice) and/or marks the item handled; handled is final.

const PAGE_SIZE = 20;

/** The notice quotes the start of what the person wrote, so they know which one the reply answers. */
const QUOTE_CHARS = 60;
const quoteOf = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text);

const select = (db: Db) =>
  db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('users as h', 'h.id', 'f.handled_by')
    .selectAll('f')
    .select(['u.username', 'u.nickname', 'h.username as handler']);

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

const rowOf = (r: Row): FeedbackRow => ({
  id: r.id,
  user: { id: r.user_id, username: r.username, nickname: r.nickname },
  category: r.category,
  text: r.text,
  contact: r.contact,
  state: (r.status === 'open' ? 'open' : 'handled') satisfies FeedbackState,
  reply: r.reply,
  handledBy: r.handler,
  handledAt: r.handled_at,
  createdAt: r.created_at,
});

export async function listFeedback(db: Db, q: FeedbackQuery): Promise<Page<FeedbackRow>> {
  const page = q.page ?? 1;
  let base = select(db).where('f.status', q.state === 'handled' ? '!=' : '=', 'open');
  if (q.category) base = base.where('f.category', '=', q.category);
  const [rows, count] = await Promise.all([
    base
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(rowOf), page, pageSize: PAGE_SIZE, total: Number(count.n) };
}

const read = async (trx: Trx, id: number) => select(trx).where('f.id', '=', id).executeTakeFirst();

/**
 * Sends the reply (if any) to the item's author as a notice and, with `close` (the default), marks it handled.
 * The update names the state it expects, so of two operators handling one item at once exactly one wins (the
 * other is told who did), and nothing is sent on an item already handled.
 * @throws Refusal admin.reply_required, admin.feedback_not_found, admin.feedback_handled.
 */
export async function handleFeedback(
  db: Db,
  h: FeedbackHandle & { actor: AuditActor; nowS: number },
): Promise<FeedbackRow> {
  const close = h.close ?? true;
  if (!close && !h.reply) throw new Refusal('admin.reply_required');
  return db.transaction().execute(async (trx) => {
    const old = await read(trx, h.id);
    if (!old) throw new Refusal('admin.feedback_not_found', { id: h.id });
    const res = await trx
      .updateTable('feedback')
      .set({
        // A bare "handled" keeps the reply sent before.
        ...(h.reply ? { reply: h.reply } : {}),
        ...(close ? { status: 'handled', handled_by: h.actor.id, handled_at: h.nowS } : {}),
      })
      .where('id', '=', h.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const now = await read(trx, h.id);
      throw new Refusal('admin.feedback_handled', { id: h.id, by: now?.handler ?? '—' });
    }
    if (h.reply)
      await recordNotice(trx, {
        userId: old.user_id,
        code: 'feedback.reply',
        params: { reply: h.reply, quote: quoteOf(old.text) },
        nowS: h.nowS,
      });
    const after = rowOf((await read(trx, h.id))!);
    await recordAudit(trx, h.actor, {
      action: close ? 'feedback.handle' : 'feedback.reply',
      targetType: 'feedback',
      targetId: String(h.id),
      before: rowOf(old),
      after,
      nowS: h.nowS,
    });
    return after;
  });
}
