import { CONSOLE_NOTICES } from '../../../protocol/console-texts';
import { fillText } from '../../../protocol/refusals';
import type { LocalText, RefusalParams } from '../../../protocol/refusals';
import type { Trx } from '../../db/database';

// System notices the console writes to one person: a warning, the outcome of their report. They read like an
// operator's broadcast (title and text) but only their addressee sees them (notices.ts visibleTo).

export interface PersonalNotice {
  userId: number;
  title: string;
  body: string;
  nowS: number;
  /** It leaves the person's list at this time; absent or null: never. */
  endsAt?: number | null;
}

export async function sendPersonalNotice(trx: Trx, n: PersonalNotice): Promise<number> {
  const row = await trx
    .insertInto('user_notices')
    .values({
      user_id: n.userId,
      kind: 'broadcast',
      title: n.title,
      body: n.body,
      created_at: n.nowS,
      ends_at: n.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Both languages in one text, placeholders filled: notices are stored once and read in either. */
export const both = (text: LocalText, params?: RefusalParams) =>
  `${fillText(text, 'zh', params)} / ${fillText(text, 'en', params)}`;

export const REPORT_HANDLED_TITLE = both(CONSOLE_NOTICES.reportHandledTitle);
export const WARNING_TITLE = both(CONSOLE_NOTICES.warningTitle);
