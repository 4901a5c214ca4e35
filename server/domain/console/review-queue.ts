import type { BulkOutcome, ReviewAuthor, ReviewHistoryLine, ReviewItem } from '../../../protocol/console-review';
import { REVIEW_PAGE_MAX } from '../../../protocol/console-review';
import { refusalText } from '../../../protocol/refusals';
import type { Language } from '../../../protocol/refusals';
import { POST_STATUS } from '../../../protocol/status';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { AuditActor } from '../common';
import { duplicateHints } from '../release';
import { videosFor } from '../media';
import { Refusal } from '../common';
import { reviewPost } from './release-review';

// The console's review queue: pending posts oldest first (first come, first judged), each with its images,
// video, its own status history and its poster's record.

const parseList = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

async function authors(db: Db, ids: number[]): Promise<Map<number, ReviewAuthor>> {
  const out = new Map<number, ReviewAuthor>();
  if (ids.length === 0) return out;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  const counts = await db
    .selectFrom('posts')
    .select(['user_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', 'in', ids)
    .groupBy(['user_id', 'status'])
    .execute();
  for (const u of users) {
    out.set(u.id, {
      id: u.id,
      username: u.username,
      nickname: u.nickname,
      createdAt: u.created_at,
      posts: { total: 0, verified: 0, failed: 0, banned: 0 },
    });
  }
  for (const c of counts) {
    const p = out.get(c.user_id)?.posts;
    if (!p) continue;
    const n = Number(c.n);
    p.total += n;
    if (c.status === POST_STATUS.VERIFIED) p.verified += n;
    if (c.status === POST_STATUS.FAILED) p.failed += n;
    if (c.status === POST_STATUS.BANNED || c.status === POST_STATUS.VERIFICATION_BANNED) p.banned += n;
  }
  return out;
}

export async function reviewQueue(db: Db, paging: { page?: number; pageSize?: number }): Promise<Page<ReviewItem>> {
  const page = paging.page ?? 1;
  const pageSize = Math.min(paging.pageSize ?? 20, REVIEW_PAGE_MAX);
  const base = db.selectFrom('posts').where('status', '=', POST_STATUS.PENDING);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('updated_at')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [images, videos, people, history, duplicates] = await Promise.all([
    ids.length
      ? db.selectFrom('post_images').select(['post_id', 'path']).where('post_id', 'in', ids).orderBy('sort').execute()
      : Promise.resolve([]),
    videosFor(db, ids),
    authors(db, [...new Set(rows.map((r) => r.user_id))]),
    ids.length
      ? db.selectFrom('post_audit').selectAll().where('post_id', 'in', ids).orderBy('id').execute()
      : Promise.resolve([]),
    duplicateHints(db, ids),
  ]);
  const list = rows.map((r): ReviewItem => {
    const lines: ReviewHistoryLine[] = history
      .filter((h) => h.post_id === r.id)
      .map((h) => ({ from: h.from_status, to: h.to_status, actor: h.actor, reason: h.reason, at: h.created_at }));
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      description: r.description,
      priceMin: r.price_min,
      priceMax: r.price_max,
      address: r.address,
      hours: r.hours,
      contact: r.contact,
      tags: parseList(r.tags),
      images: images.filter((i) => i.post_id === r.id).map((i) => i.path),
      video: videos.get(r.id) ?? null,
      status: r.status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      author: people.get(r.user_id)!,
      history: lines,
      duplicates: duplicates.get(r.id) ?? [],
    };
  });
  return { list, page, pageSize, total: Number(count.n) };
}

/** Approves or rejects each post on its own (one transaction each): one post decided elsewhere stops no other. */
export async function reviewBulk(
  db: Db,
  c: { ids: number[]; action: 'approve' | 'reject'; reason: string; actor: AuditActor; nowS: number },
  language: Language,
): Promise<BulkOutcome[]> {
  const out: BulkOutcome[] = [];
  for (const id of [...new Set(c.ids)]) {
    try {
      const r = await reviewPost(db, id, c.action, c.reason, c.nowS, c.actor);
      out.push({ id, ok: true, to: r.to });
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      out.push({ id, ok: false, msg: refusalText(err.code, language, err.params) });
    }
  }
  return out;
}
