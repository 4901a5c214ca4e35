import type { DuplicateHint, DuplicateLink } from '../../../protocol/console-review';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { jaccard, shingles } from '../../lib/text-similarity';
import { linkedAccounts } from './post-links';
import {
  DUPLICATE_CANDIDATES,
  DUPLICATE_HITS_MAX,
  DUPLICATE_MIN_SHINGLES,
  DUPLICATE_TEXT_MIN,
  DUPLICATE_WINDOW_S,
} from './posting-limits';

// The duplicate check of a post going into review: an earlier post of the same or a linked account
// (post-links.ts) that shows one of its pictures (an image's stored path is the sha256 of its plain bytes,
// so equal paths are equal pictures), or whose title + description is near-same (text-similarity.ts). A hit
// never refuses the poster: it is recorded for the review queue, which shows it beside the post.
// Bounded: pictures are looked up by index; texts are compared with at most DUPLICATE_CANDIDATES recent posts.

export interface CheckedPost {
  id: number;
  userId: number;
  title: string;
  description: string;
  images: readonly string[];
}

export interface DuplicateHit {
  otherId: number;
  sameImages: number;
  /** 0–100. */
  textPercent: number;
  link: DuplicateLink;
}

const textOf = (p: { title: string; description: string }) => `${p.title}\n${p.description}`;

function textPercent(mine: ReadonlySet<string>, theirs: ReadonlySet<string>): number {
  if (mine.size < DUPLICATE_MIN_SHINGLES || theirs.size < DUPLICATE_MIN_SHINGLES) return 0;
  return Math.floor(jaccard(mine, theirs) * 100);
}

/** The post's possible duplicates, strongest first (shared pictures, then text similarity). */
export async function findDuplicates(db: Db, post: CheckedPost, nowS: number): Promise<DuplicateHit[]> {
  const links = await linkedAccounts(db, post.userId, nowS);
  const users = [...links.keys()];
  const byImages = new Map<number, number>();
  if (post.images.length > 0) {
    const rows = await db
      .selectFrom('post_images')
      .innerJoin('posts', 'posts.id', 'post_images.post_id')
      .select(['post_images.post_id', (eb) => eb.fn.count<number | string>('post_images.path').distinct().as('n')])
      .where('post_images.path', 'in', [...new Set(post.images)])
      .where('post_images.post_id', '!=', post.id)
      .where('posts.user_id', 'in', users)
      .where('posts.status', '!=', POST_STATUS.DELETED)
      .groupBy('post_images.post_id')
      .limit(DUPLICATE_CANDIDATES)
      .execute();
    for (const r of rows) byImages.set(r.post_id, Number(r.n));
  }
  const recent = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'description'])
    .where('user_id', 'in', users)
    .where('id', '!=', post.id)
    .where('status', '!=', POST_STATUS.DELETED)
    .where('updated_at', '>', nowS - DUPLICATE_WINDOW_S)
    .orderBy('updated_at', 'desc')
    .limit(DUPLICATE_CANDIDATES)
    .execute();
  const seen = new Set(recent.map((r) => r.id));
  const missing = [...byImages.keys()].filter((id) => !seen.has(id));
  const older = missing.length
    ? await db
        .selectFrom('posts')
        .select(['id', 'user_id', 'title', 'description'])
        .where('id', 'in', missing)
        .execute()
    : [];
  const mine = shingles(textOf(post));
  const hits: DuplicateHit[] = [];
  for (const other of [...recent, ...older]) {
    const sameImages = byImages.get(other.id) ?? 0;
    const percent = textPercent(mine, shingles(textOf(other)));
    if (sameImages === 0 && percent < DUPLICATE_TEXT_MIN * 100) continue;
    hits.push({ otherId: other.id, sameImages, textPercent: percent, link: links.get(other.user_id) ?? 'same' });
  }
  hits.sort((a, b) => b.sameImages - a.sameImages || b.textPercent - a.textPercent || b.otherId - a.otherId);
  return hits.slice(0, DUPLICATE_HITS_MAX);
}

/** Checks the post and replaces what was recorded for it; call in the transaction that puts it in review. */
export async function recordDuplicates(trx: Db, post: CheckedPost, nowS: number): Promise<DuplicateHit[]> {
  const hits = await findDuplicates(trx, post, nowS);
  await trx.deleteFrom('post_duplicates').where('post_id', '=', post.id).execute();
  if (hits.length > 0) {
    await trx
      .insertInto('post_duplicates')
      .values(
        hits.map((h) => ({
          post_id: post.id,
          other_id: h.otherId,
          same_images: h.sameImages,
          text_percent: h.textPercent,
          link: h.link,
          created_at: nowS,
        })),
      )
      .execute();
  }
  return hits;
}

/** What the review queue shows of the recorded hits of `ids`. */
export async function duplicateHints(db: Db, ids: number[]): Promise<Map<number, DuplicateHint[]>> {
  const out = new Map<number, DuplicateHint[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('post_duplicates as d')
    .innerJoin('posts as p', 'p.id', 'd.other_id')
    .select(['d.post_id', 'd.other_id', 'd.same_images', 'd.text_percent', 'd.link', 'p.kind', 'p.title', 'p.status'])
    .where('d.post_id', 'in', ids)
    .orderBy('d.post_id')
    .orderBy('d.same_images', 'desc')
    .orderBy('d.text_percent', 'desc')
    .execute();
  for (const r of rows) {
    const list = out.get(r.post_id) ?? [];
    list.push({
      id: r.other_id,
      kind: r.kind,
      title: r.title,
      status: r.status,
      sameImages: r.same_images,
      textPercent: r.text_percent,
      link: r.link,
    });
    out.set(r.post_id, list);
  }
  return out;
}
