import type { ReportAction, ReportKind } from '../../../protocol/console-content';
import { CONSOLE_NOTICES } from '../../../protocol/console-texts';
import { reportReasonWords } from '../../../protocol/public-pages-texts';
import { fillText } from '../../../protocol/refusals';
import type { LocalText } from '../../../protocol/refusals';
import type { Trx } from '../../db/database';
import { recordNotice } from '../common';

// What a reporter is told when their report is decided: what they reported, why (in words), what was done —
// said of the poster, the chat partner or the member, whichever the report was about — and the moderator's
// reason, which the console says is shown to the users concerned.

/** What a report was about: a post (by title), a conversation, or a member reported from their page. */
export type ReportSubject =
  { kind: 'post'; title: string } | { kind: 'chat'; name: string } | { kind: 'person'; name: string };

const N = CONSOLE_NOTICES;
const OUTCOME: Record<ReportSubject['kind'], Record<ReportAction, LocalText>> = {
  post: { dismiss: N.reportDismissed, hide: N.reportPostHidden, warn: N.reportUserWarned, ban: N.reportUserBanned },
  // hide is refused for conversations before anything is decided; its words are a dismissal's.
  chat: { dismiss: N.reportDismissed, hide: N.reportDismissed, warn: N.reportChatWarned, ban: N.reportChatBanned },
  person: {
    dismiss: N.reportDismissed,
    hide: N.reportDismissed,
    warn: N.reportPersonWarned,
    ban: N.reportPersonBanned,
  },
};

/** The subject in both languages, filled now: a parameter's own placeholders are not filled when read. */
function subjectWords(s: ReportSubject): LocalText {
  const text =
    s.kind === 'post' ? N.reportSubjectPost : s.kind === 'chat' ? N.reportSubjectChat : N.reportSubjectPerson;
  const params: Record<string, string> = s.kind === 'post' ? { title: s.title } : { name: s.name };
  return { zh: fillText(text, 'zh', params), en: fillText(text, 'en', params) };
}

export interface ReportOutcome {
  subject: ReportSubject;
  action: ReportAction;
  /** The moderator's reason. */
  note: string;
}

/** Tells each reporter (with the reason they gave) how their report ended, worded when read. */
export async function tellReporters(
  trx: Trx,
  reporters: readonly { userId: number; reason: string }[],
  o: ReportOutcome,
  nowS: number,
): Promise<void> {
  const subject = subjectWords(o.subject);
  for (const r of reporters) {
    await recordNotice(trx, {
      userId: r.userId,
      code: `report.${o.action}`,
      params: {
        subject,
        reason: reportReasonWords(r.reason),
        outcome: OUTCOME[o.subject.kind][o.action],
        note: o.note,
      },
      nowS,
    });
  }
}

/** A report's kind and origin as the subject of its notice. */
export function subjectOf(
  kind: ReportKind,
  facts: { title?: string; name: string; fromProfile?: boolean },
): ReportSubject {
  if (kind === 'post') return { kind: 'post', title: facts.title ?? '' };
  return facts.fromProfile ? { kind: 'person', name: facts.name } : { kind: 'chat', name: facts.name };
}
