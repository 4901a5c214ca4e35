import { PostgresAdapter, sql } from 'kysely';
import type { Selectable } from 'kysely';
import { SAVED_SEARCHES_MAX } from '../../../protocol/people';
import type { SavedSearch, SearchFilters } from '../../../protocol/people';
import type { Db, DbOrTrx } from '../../db/database';
import type { SavedSearchTable } from '../../db/schema-people';
import { isPublic, recordNotice, Refusal } from '../common';
import { keywordMatch, likePattern } from '../listings';

// Saved searches: a person keeps the search screen's filters, and every post approved later that matches
// one raises its count. The match runs in the approval's transaction, one statement that looks up the
// searches by their codes (an index), never a scan of posts; a search sends one notice until it is opened.

type Row = Selectable<SavedSearchTable>;

const toSaved = (r: Row): SavedSearch => ({
  id: r.id,
  keyword: r.keyword,
  cityCode: r.city_code,
  typeCode: r.type_code,
  modeCode: r.mode_code,
  priceMin: r.price_min,
  priceMax: r.price_max,
  newCount: Number(r.new_count),
  createdAt: r.created_at,
});

/**
 * Saves the caller's search; the same filters again return the one already saved.
 * @throws Refusal people.saved_search_limit past SAVED_SEARCHES_MAX.
 */
export async function saveSearch(db: Db, userId: number, f: SearchFilters, nowS: number): Promise<SavedSearch> {
  const keyword = f.keyword.trim();
  const codes = { city_code: f.cityCode ?? 0, type_code: f.typeCode ?? 0, mode_code: f.modeCode ?? 0 };
  const prices = { price_min: f.priceMin ?? null, price_max: f.priceMax ?? null };
  return db.transaction().execute(async (trx) => {
    // Parallel saves by one person queue on their account row, so the limit holds (SQLite writes one at a time).
    let lock = trx.selectFrom('users').select('id').where('id', '=', userId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) lock = lock.forUpdate();
    await lock.execute();
    const mine = await trx.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).execute();
    const same = mine.find(
      (r) =>
        r.keyword === keyword &&
        r.city_code === codes.city_code &&
        r.type_code === codes.type_code &&
        r.mode_code === codes.mode_code &&
        r.price_min === prices.price_min &&
        r.price_max === prices.price_max,
    );
    if (same) return toSaved(same);
    if (mine.length >= SAVED_SEARCHES_MAX) throw new Refusal('people.saved_search_limit', { max: SAVED_SEARCHES_MAX });
    const row = await trx
      .insertInto('saved_searches')
      .values({ user_id: userId, keyword, pattern: likePattern(keyword), ...codes, ...prices, created_at: nowS })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSaved(row);
  });
}

/** The caller's saved searches, newest first (a bounded list, so no paging). */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSaved);
}

/**
 * Opens one of the caller's saved searches: its count goes back to 0, so the next match notifies again.
 * Someone else's id answers like a missing one.
 * @throws Refusal people.saved_search_not_found.
 */
export async function openSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearch> {
  const row = await db
    .updateTable('saved_searches')
    .set({ new_count: 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Refusal('people.saved_search_not_found');
  return toSaved(row);
}

/** @throws Refusal people.saved_search_not_found (also for someone else's). */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<null> {
  const res = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw new Refusal('people.saved_search_not_found');
  return null;
}

/** A post as its matching needs it. */
export interface MatchedPost {
  id: number;
  user_id: number;
  city_code: number;
  type_code: number;
  mode_code: number;
}

/**
 * The ids of other people's saved searches that a public post matches, found through the index on their codes
 * (0 is "all", so each code is one of two values). The keyword matches as a search by someone without VIP
 * would (a VIP post only by what its preview shows).
 */
export function matchingSearches(db: DbOrTrx, post: MatchedPost) {
  return db
    .selectFrom(['saved_searches as s', 'posts'])
    .select('s.id')
    .where('posts.id', '=', post.id)
    .where(isPublic('posts'))
    .where('s.city_code', 'in', [0, post.city_code])
    .where('s.type_code', 'in', [0, post.type_code])
    .where('s.mode_code', 'in', [0, post.mode_code])
    .where('s.user_id', '!=', post.user_id)
    .where(sql<boolean>`(s.price_min is null or coalesce(posts.price_max, posts.price_min) >= s.price_min)`)
    .where(sql<boolean>`(s.price_max is null or posts.price_min <= s.price_max)`)
    .where((eb) => keywordMatch(eb, sql<string>`s.pattern`, false));
}

/**
 * A post has just become public through review: every other person's saved search it matches counts it, and
 * a search whose count leaves 0 tells its owner. Call in the transaction of the status change.
 */
export async function raiseSavedSearches(trx: DbOrTrx, postId: number, nowS: number): Promise<void> {
  const post = await trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'city_code', 'type_code', 'mode_code'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) return;
  const raised = await trx
    .updateTable('saved_searches')
    .set((eb) => ({ new_count: eb('new_count', '+', 1) }))
    .where('id', 'in', matchingSearches(trx, post))
    .returning(['id', 'user_id', 'keyword', 'new_count'])
    .execute();
  for (const s of raised) {
    if (Number(s.new_count) !== 1) continue;
    await recordNotice(trx, {
      userId: s.user_id,
      code: 'search.new_match',
      params: { keyword: s.keyword },
      post: { id: post.id, title: post.title },
      nowS,
    });
  }
}
