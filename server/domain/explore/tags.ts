import { sql } from 'kysely';
import { TAG_SEARCH_LIMIT } from '../../../protocol/explore';
import type { PostSort, TagSummary } from '../../../protocol/explore';
import type { Page, PostCard } from '../../../protocol/types';
import { PAGE_SIZE } from '../../../protocol/constants';
import type { Db } from '../../db/database';
import { countPosts, hiddenTags, likePattern, page } from '../listings';
import { Refusal } from '../common';

/** Hot tags the search tab shows at most. */
export const HOT_TAGS_MAX = 12;

interface Labelled {
  name: string;
  nameEn: string;
  curated: boolean;
}

function withCounts(db: Db, tags: Labelled[], cityCode: number | undefined): Promise<TagSummary[]> {
  return Promise.all(tags.map(async (t) => ({ ...t, count: await countPosts(db, { tag: t.name, cityCode }) })));
}

const curated = (db: Db) => db.selectFrom('explore_tags').select(['name', 'name_en as nameEn']).where('active', '=', 1);

const labelled = (rows: { name: string; nameEn: string }[]): Labelled[] => rows.map((r) => ({ ...r, curated: true }));

/** The hot tags (an operator gave them heat), hottest first. */
export async function hotTags(db: Db, cityCode: number | undefined): Promise<TagSummary[]> {
  const rows = await curated(db)
    .where('hot', '>', 0)
    .orderBy('hot', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .limit(HOT_TAGS_MAX)
    .execute();
  return withCounts(db, labelled(rows), cityCode);
}

/** Every curated tag, in the operators' order, one page at a time. */
export async function tagIndex(
  db: Db,
  q: { page?: number; pageSize?: number; cityCode?: number },
): Promise<Page<TagSummary>> {
  const pageNo = q.page ?? 1;
  const pageSize = q.pageSize ?? PAGE_SIZE;
  const total = await db
    .selectFrom('explore_tags')
    .where('active', '=', 1)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await curated(db)
    .orderBy('sort')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { list: await withCounts(db, labelled(rows), q.cityCode), page: pageNo, pageSize, total: Number(total.n) };
}

export interface TagPostQuery {
  name: string;
  cityCode?: number;
  sort?: PostSort;
  page?: number;
  pageSize?: number;
}

/**
 * A tag's page. Any tag a post carries has one, curated or not (the tags on a detail page link here).
 * @throws Refusal explore.tag_not_found when an operator hid the tag, or nobody curated it and no public post
 * carries it anywhere.
 */
export async function tagDetail(db: Db, q: TagPostQuery): Promise<{ tag: TagSummary; posts: Page<PostCard> }> {
  if (await hiddenTags(db).where('name', '=', q.name).executeTakeFirst()) throw new Refusal('explore.tag_not_found');
  const row = await curated(db).where('name', '=', q.name).executeTakeFirst();
  const f = { tag: q.name, cityCode: q.cityCode };
  const [count, posts] = await Promise.all([countPosts(db, f), page(db, f, q.page, q.pageSize, q.sort)]);
  if (!row && count === 0 && (!q.cityCode || (await countPosts(db, { tag: q.name })) === 0))
    throw new Refusal('explore.tag_not_found');
  const tag: TagSummary = { name: q.name, nameEn: row?.nameEn ?? q.name, curated: row !== undefined, count };
  return { tag, posts };
}

/**
 * Tags whose name (either language) holds the keyword: curated ones first, then the posting form's
 * suggestions that some public post carries.
 */
export async function searchTags(db: Db, keyword: string, cityCode: number | undefined): Promise<TagSummary[]> {
  const pattern = likePattern(keyword);
  const matches = (col: string) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`;
  const mine = await curated(db)
    .where((eb) => eb.or([matches('name'), matches('name_en')]))
    .orderBy('hot', 'desc')
    .orderBy('sort')
    .limit(TAG_SEARCH_LIMIT)
    .execute();
  const seen = new Set(mine.map((t) => t.name));
  const suggested = await db
    .selectFrom('tags')
    .select('name')
    .distinct()
    .where(matches('name'))
    .where('name', 'not in', hiddenTags(db))
    .orderBy('name')
    .limit(TAG_SEARCH_LIMIT)
    .execute();
  const extra = suggested
    .filter((t) => !seen.has(t.name))
    .map((t) => ({ name: t.name, nameEn: t.name, curated: false }));
  const counted = await withCounts(db, [...labelled(mine), ...extra], cityCode);
  return counted.filter((t) => t.curated || t.count > 0).slice(0, TAG_SEARCH_LIMIT);
}
