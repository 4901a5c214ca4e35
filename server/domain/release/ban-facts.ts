import type { MyPost } from '../../../protocol/release';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { BANNED_STATUSES } from './post-status';

// What my posts and the console show of a ban: its reason (the moderator's, from the post's history) and the
// post's latest appeal.

/** The reason of each post's current ban: the latest history line that moved it into its banned status. */
export async function banReasons(db: Db, posts: { id: number; status: number }[]): Promise<Map<number, string>> {
  const banned = posts.filter((p) => BANNED_STATUSES.includes(p.status));
  if (banned.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_audit')
    .select(['post_id', 'to_status', 'reason'])
    .where(
      'post_id',
      'in',
      banned.map((p) => p.id),
    )
    .where('to_status', 'in', [...BANNED_STATUSES])
    .orderBy('id')
    .execute();
  const status = new Map(banned.map((p) => [p.id, p.status]));
  const out = new Map<number, string>();
  for (const r of rows) if (status.get(r.post_id) === r.to_status) out.set(r.post_id, r.reason);
  return out;
}

/** Adds each row's ban reason and latest appeal. */
export async function withBanFacts(
  db: Db,
  page: Page<Omit<MyPost, 'banReason' | 'appeal' | 'videoProgress'>>,
): Promise<Page<Omit<MyPost, 'videoProgress'>>> {
  const ids = page.list.map((p) => p.id);
  const [reasons, appeals] = await Promise.all([
    banReasons(db, page.list),
    ids.length === 0
      ? []
      : db.selectFrom('post_appeals').select(['post_id', 'status']).where('post_id', 'in', ids).orderBy('id').execute(),
  ]);
  const latest = new Map(appeals.map((a) => [a.post_id, a.status]));
  return {
    ...page,
    list: page.list.map((p) => ({ ...p, banReason: reasons.get(p.id) ?? '', appeal: latest.get(p.id) ?? null })),
  };
}
