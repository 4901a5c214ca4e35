import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { TagInput, TagRename, TagRenamed, TagRow } from '../../../protocol/console-curation';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import type { ExploreTagTable } from '../../db/schema-explore';
import { recordAudit, Refusal } from '../common';
import type { AuditActor } from '../common';
import { countPosts, likePattern } from '../listings';

// Tags as the console curates them. The curated list (explore_tags) labels, orders, heats and hides tags;
// the tags themselves live on the posts (a JSON array per post), so a rename rewrites every post carrying
// the tag, and renaming onto an existing tag merges the two.

const PAGE_SIZE = 50;

type Row = Selectable<ExploreTagTable>;

const inputOf = (r: Row): Required<TagInput> => ({
  id: r.id,
  name: r.name,
  nameEn: r.name_en,
  hot: r.hot,
  sort: r.sort,
  active: r.active === 1,
});

const rowOf = async (db: Db, r: Row): Promise<TagRow> => ({
  ...inputOf(r),
  count: await countPosts(db, { tag: r.name }),
});

export async function listTagsForConsole(db: Db, q: { q?: string; page?: number }): Promise<Page<TagRow>> {
  const page = q.page ?? 1;
  let base = db.selectFrom('explore_tags');
  if (q.q) {
    const pattern = likePattern(q.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(name_en)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await Promise.all(rows.map((r) => rowOf(db, r))), page, pageSize: PAGE_SIZE, total: Number(count.n) };
}

const byName = (trx: Trx, name: string) =>
  trx.selectFrom('explore_tags').selectAll().where('name', '=', name).executeTakeFirst();

/**
 * Creates (no id) a curated tag, or changes one's label, heat, order and visibility. A tag's name changes
 * only through renameTag (which rewrites the posts).
 * @throws Refusal admin.tag_exists, admin.tag_not_found.
 */
export async function saveTag(db: Db, s: { tag: TagInput; actor: AuditActor; nowS: number }): Promise<TagRow> {
  const { tag } = s;
  const values = { name_en: tag.nameEn, hot: tag.hot, sort: tag.sort, active: tag.active ? 1 : 0 };
  return db.transaction().execute(async (trx) => {
    let before: Required<TagInput> | null = null;
    let id: number;
    if (tag.id === undefined) {
      if (await byName(trx, tag.name)) throw new Refusal('admin.tag_exists', { name: tag.name });
      id = (
        await trx
          .insertInto('explore_tags')
          .values({ ...values, name: tag.name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const old = await trx.selectFrom('explore_tags').selectAll().where('id', '=', tag.id).executeTakeFirst();
      if (!old) throw new Refusal('admin.tag_not_found', { name: tag.name });
      before = inputOf(old);
      id = tag.id;
      await trx.updateTable('explore_tags').set(values).where('id', '=', id).execute();
    }
    const row = await trx.selectFrom('explore_tags').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, s.actor, {
      action: before ? 'tag.update' : 'tag.create',
      targetType: 'tag',
      targetId: row.name,
      before,
      after: inputOf(row),
      nowS: s.nowS,
    });
    return rowOf(trx, row);
  });
}

/** Posts (any status) whose tags hold `name` exactly. */
async function carrying(trx: Trx, name: string): Promise<{ id: number; tags: string[] }[]> {
  const element = likePattern(JSON.stringify(name));
  const rows = await trx
    .selectFrom('posts')
    .select(['id', 'tags'])
    .where(sql<boolean>`lower(tags) like ${element} escape '\\'`)
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({ id: r.id, tags: JSON.parse(r.tags) as string[] }))
    .filter((r) => Array.isArray(r.tags) && r.tags.includes(name));
}

/**
 * Renames `from` to `to` on every post, in the curated list, the themes and the posting form's suggestions,
 * in one transaction; onto an existing tag it merges (a post carrying both keeps one).
 * @throws Refusal admin.tag_same, admin.tag_not_found (nothing carries or lists `from`).
 */
export async function renameTag(db: Db, r: TagRename & { actor: AuditActor; nowS: number }): Promise<TagRenamed> {
  if (r.from === r.to) throw new Refusal('admin.tag_same');
  return db.transaction().execute(async (trx) => {
    const [posts, fromRow, toRow, suggested, into] = await Promise.all([
      carrying(trx, r.from),
      byName(trx, r.from),
      byName(trx, r.to),
      trx.selectFrom('tags').select('id').where('name', '=', r.from).executeTakeFirst(),
      carrying(trx, r.to),
    ]);
    if (posts.length === 0 && !fromRow && !suggested) throw new Refusal('admin.tag_not_found', { name: r.from });
    for (const p of posts) {
      const tags = [...new Set(p.tags.map((t) => (t === r.from ? r.to : t)))];
      await trx
        .updateTable('posts')
        .set({ tags: JSON.stringify(tags) })
        .where('id', '=', p.id)
        .execute();
    }
    if (fromRow && toRow) await trx.deleteFrom('explore_tags').where('id', '=', fromRow.id).execute();
    else if (fromRow)
      await trx
        .updateTable('explore_tags')
        .set({ name: r.to, name_en: fromRow.name_en === r.from ? r.to : fromRow.name_en })
        .where('id', '=', fromRow.id)
        .execute();
    // A post type suggesting both keeps one suggestion.
    await trx
      .deleteFrom('tags')
      .where('name', '=', r.from)
      .where('type_code', 'in', (eb) => eb.selectFrom('tags as t2').select('t2.type_code').where('t2.name', '=', r.to))
      .execute();
    await trx.updateTable('tags').set({ name: r.to }).where('name', '=', r.from).execute();
    await trx.updateTable('explore_themes').set({ tag: r.to }).where('tag', '=', r.from).execute();
    const done: TagRenamed = {
      from: r.from,
      to: r.to,
      posts: posts.length,
      merged: toRow !== undefined || into.length > 0,
    };
    await recordAudit(trx, r.actor, {
      action: done.merged ? 'tag.merge' : 'tag.rename',
      targetType: 'tag',
      targetId: r.from,
      before: { name: r.from, curated: fromRow ? inputOf(fromRow) : null, posts: posts.map((p) => p.id) },
      after: done,
      nowS: r.nowS,
    });
    return done;
  });
}
