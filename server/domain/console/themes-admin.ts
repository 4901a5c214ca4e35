import type { Selectable } from 'kysely';
import type { ThemeInput, ThemeRow } from '../../../protocol/console-curation';
import type { PostKind } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import type { ExploreThemeTable } from '../../db/schema-explore';
import { recordAudit, Refusal } from '../common';
import type { AuditActor } from '../common';
import { themeFilters } from '../explore';
import { countPosts } from '../listings';

// Explore's themes as the console edits them: every theme, active or not, with what its rule matches now.
// Explore reads the same rows (domain/explore/themes.ts), so a save shows there on the next request.

type Row = Selectable<ExploreThemeTable>;

const inputOf = (t: Row): Required<ThemeInput> => ({
  id: t.id,
  title: t.title,
  titleEn: t.title_en,
  intro: t.intro,
  introEn: t.intro_en,
  cover: t.cover,
  tag: t.tag,
  typeCode: t.type_code,
  modeCode: t.mode_code,
  kind: t.kind as PostKind | null,
  recentDays: t.recent_days,
  sort: t.sort,
  active: t.active === 1,
});

async function rowOf(db: Db, t: Row, nowS: number): Promise<ThemeRow> {
  return { ...inputOf(t), count: await countPosts(db, themeFilters(t, undefined, nowS)), createdAt: t.created_at };
}

export async function listThemesForConsole(db: Db, nowS: number): Promise<ThemeRow[]> {
  const rows = await db.selectFrom('explore_themes').selectAll().orderBy('sort').orderBy('id').execute();
  return Promise.all(rows.map((t) => rowOf(db, t, nowS)));
}

/** @throws Refusal release.image_unknown (cover not an uploaded image), payload.invalid (unknown type or mode). */
async function check(trx: Trx, t: ThemeInput): Promise<void> {
  if (t.cover !== null) {
    const image = await trx
      .selectFrom('media')
      .select('path')
      .where('path', '=', t.cover)
      .where('kind', '=', 'image')
      .executeTakeFirst();
    if (!image) throw new Refusal('release.image_unknown', { field: 'cover' });
  }
  const codes = [
    ['typeCode', 'post_types', t.typeCode],
    ['modeCode', 'post_modes', t.modeCode],
  ] as const;
  for (const [field, table, code] of codes) {
    if (code === null) continue;
    const known = await trx.selectFrom(table).select('code').where('code', '=', code).executeTakeFirst();
    if (!known) throw new Refusal('payload.invalid', { field });
  }
}

/**
 * Creates (no id) or replaces a theme's editable fields, audited in the same transaction.
 * @throws Refusal admin.theme_not_found, and check()'s.
 */
export async function saveTheme(db: Db, s: { theme: ThemeInput; actor: AuditActor; nowS: number }): Promise<ThemeRow> {
  const { theme: t } = s;
  const values = {
    title: t.title,
    title_en: t.titleEn,
    intro: t.intro,
    intro_en: t.introEn,
    cover: t.cover,
    tag: t.tag,
    type_code: t.typeCode,
    mode_code: t.modeCode,
    kind: t.kind,
    recent_days: t.recentDays,
    sort: t.sort,
    active: t.active ? 1 : 0,
  };
  return db.transaction().execute(async (trx) => {
    await check(trx, t);
    let before: Required<ThemeInput> | null = null;
    let id: number;
    if (t.id === undefined) {
      id = (
        await trx
          .insertInto('explore_themes')
          .values({ ...values, created_at: s.nowS })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const old = await trx.selectFrom('explore_themes').selectAll().where('id', '=', t.id).executeTakeFirst();
      if (!old) throw new Refusal('admin.theme_not_found', { id: t.id });
      before = inputOf(old);
      id = t.id;
      await trx.updateTable('explore_themes').set(values).where('id', '=', id).execute();
    }
    const row = await trx.selectFrom('explore_themes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, s.actor, {
      action: before ? 'theme.update' : 'theme.create',
      targetType: 'theme',
      targetId: String(id),
      before,
      after: inputOf(row),
      nowS: s.nowS,
    });
    return rowOf(trx, row, s.nowS);
  });
}
