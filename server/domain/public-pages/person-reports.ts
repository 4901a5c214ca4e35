import type { Db } from '../../db/database';
import { PERSON_REPORTS, personReportKey } from '../chat';
import { Refusal, takeWindow, waitWords } from '../common';

// A report of a person from their public page. It joins the reported conversations' queue (origin 'profile'),
// up to the pair's newest message when they ever talked (0: they never did), so the operator reads what
// passed between them. Reports of conversations and of profiles share one daily quota per reporter.

/**
 * @throws Refusal report.user_self, report.user_not_found, report.user_too_many once the day's quota is used.
 */
export async function reportPerson(db: Db, me: number, personId: number, reason: string, nowS: number): Promise<void> {
  if (personId === me) throw new Refusal('report.user_self');
  const person = await db.selectFrom('users').select('id').where('id', '=', personId).executeTakeFirst();
  if (!person) throw new Refusal('report.user_not_found');
  const slot = await takeWindow(db, personReportKey(me), PERSON_REPORTS, nowS);
  if (!slot.ok) throw new Refusal('report.user_too_many', { wait: waitWords(slot.waitS) });
  const thread = await db
    .selectFrom('chat_threads')
    .select('last_id')
    .where('user_id', '=', me)
    .where('peer_id', '=', personId)
    .executeTakeFirst();
  await db
    .insertInto('chat_reports')
    .values({
      reporter_id: me,
      peer_id: personId,
      reason,
      last_message_id: thread?.last_id ?? 0,
      origin: 'profile',
      created_at: nowS,
    })
    .execute();
}
