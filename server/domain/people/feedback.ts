import type { FeedbackCategory } from '../../../protocol/people';
import type { Db } from '../../db/database';
import { Refusal, takeWindow, waitWords } from '../common';
import type { WindowRule } from '../common';

// Feedback to the operators: stored for their queue (status 'open'), a few per person per hour. The
// counter is taken before the insert and holds for parallel bursts (throttle.ts).

export const FEEDBACK_RATE: WindowRule = { max: 5, windowS: 3600 };

export interface Feedback {
  category: FeedbackCategory;
  text: string;
  contact?: string;
}

/** @throws Refusal people.feedback_too_many once the hour's quota is used. */
export async function sendFeedback(db: Db, userId: number, f: Feedback, nowS: number): Promise<{ id: number }> {
  const slot = await takeWindow(db, `feedback:${userId}`, FEEDBACK_RATE, nowS);
  if (!slot.ok) throw new Refusal('people.feedback_too_many', { wait: waitWords(slot.waitS) });
  const row = await db
    .insertInto('feedback')
    .values({ user_id: userId, category: f.category, text: f.text, contact: f.contact ?? '', created_at: nowS })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
