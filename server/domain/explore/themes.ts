import type { PostSort, ThemeSummary } from '../../../protocol/explore';
import type { Page, PostCard, PostKind } from '../../../protocol/types';
import { POST_KINDS } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { ExploreThemeTable } from '../../db/schema-explore';
import { countPosts, page } from '../listings';
import type { Filters } from '../listings';
import { Refusal } from '../common';

type ThemeRow = Selectable<ExploreThemeTable>;

const DAY_S = 86_400;

const isKind = (k: string | null): k is PostKind => k !== null && (POST_KINDS as readonly string[]).includes(k);

/** A theme's rule as listing filters; a city narrows it when the caller browses one. */
export function themeFilters(t: ThemeRow, cityCode: number | undefined, nowS: number): Filters {
  return {
    cityCode,
    tag: t.tag ?? undefined,
    typeCode: t.type_code ?? undefined,
    modeCode: t.mode_code ?? undefined,
    kind: isKind(t.kind) ? t.kind : undefined,
    createdSince: t.recent_days === null ? undefined : nowS - t.recent_days * DAY_S,
  };
}

async function summary(db: Db, t: ThemeRow, cityCode: number | undefined, nowS: number): Promise<ThemeSummary> {
  const f = themeFilters(t, cityCode, nowS);
  const [count, newest] = await Promise.all([countPosts(db, f), page(db, f, 1, 1)]);
  return {
    id: t.id,
    title: t.title,
    titleEn: t.title_en,
    intro: t.intro,
    introEn: t.intro_en,
    count,
    // The operators' own cover wins; without one the theme shows its newest post's.
    cover: t.cover ?? newest.list[0]?.cover ?? null,
  };
}

/** Every active theme, in the operators' order, with its count in the caller's city. */
export async function listThemes(db: Db, cityCode: number | undefined, nowS: number): Promise<ThemeSummary[]> {
  const rows = await db
    .selectFrom('explore_themes')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return Promise.all(rows.map((t) => summary(db, t, cityCode, nowS)));
}

export interface ThemePostQuery {
  id: number;
  cityCode?: number;
  sort?: PostSort;
  page?: number;
  pageSize?: number;
}

/** @throws Refusal explore.theme_not_found for a missing or inactive theme. */
export async function themeDetail(
  db: Db,
  q: ThemePostQuery,
  nowS: number,
): Promise<{ theme: ThemeSummary; posts: Page<PostCard> }> {
  const t = await db
    .selectFrom('explore_themes')
    .selectAll()
    .where('id', '=', q.id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!t) throw new Refusal('explore.theme_not_found');
  const f = themeFilters(t, q.cityCode, nowS);
  const [theme, posts] = await Promise.all([summary(db, t, q.cityCode, nowS), page(db, f, q.page, q.pageSize, q.sort)]);
  return { theme, posts };
}
