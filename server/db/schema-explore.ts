// Tables added by the explore migration (2026-11-24-050); merged into Database in schema.ts.
import type { Generated } from 'kysely';

/**
 * A curated collection of posts, defined by a rule rather than a list of ids so it stays current as posts
 * come and go: every non-null criterion must hold. Operators edit these rows (active, sort, the rule).
 */
export interface ExploreThemeTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  intro: Generated<string>;
  intro_en: Generated<string>;
  /** A tag the posts carry. */
  tag: string | null;
  type_code: number | null;
  mode_code: number | null;
  kind: string | null;
  /** Only posts created within this many days. */
  recent_days: number | null;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
}

/** Tags an operator lists: the tag index, and the hot ones (hot > 0, highest first) on the search tab. */
export interface ExploreTagTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  hot: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
}

export interface ExploreTables {
  explore_themes: ExploreThemeTable;
  explore_tags: ExploreTagTable;
}
