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

/** Both languages in one text: notices are stored once and read in either. */
const both = (zh: string, en: string) => `${zh} / ${en}`;

export const REPORT_OUTCOME = {
  dismiss: both('经核查未发现违规', 'we found nothing against the rules'),
  hide: both('相关信息已被下架', 'the post has been removed'),
  warn: both('已对发布者发出警告', 'the user has been warned'),
  ban: both('相关账号已被封禁', 'the account has been banned'),
} as const;

export const REPORT_HANDLED_TITLE = both('你的举报已处理', 'Your report was handled');
export const WARNING_TITLE = both('违规警告', 'Warning');
