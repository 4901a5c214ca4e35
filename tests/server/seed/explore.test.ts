import { describe, expect, it } from 'vitest';
import { POST_KINDS } from '../../../protocol/types';
import { TAG_NAME_MAX } from '../../../protocol/explore';
import { exploreTagRows, exploreThemeRows } from '../../../server/seed/explore';
import { MODES, TYPES } from '../../../server/seed/taxonomy';
import { VOCAB } from '../../../server/seed/vocab';

describe('seeded explore content', () => {
  const postTags = new Set(Object.values(VOCAB).flatMap((v) => v.tags));

  it('curates only tags the demo posts carry, each once, within the tag limit', () => {
    const tags = exploreTagRows();
    expect(tags.filter((t) => (t.hot ?? 0) > 0).length).toBeGreaterThanOrEqual(6);
    expect(new Set(tags.map((t) => t.name)).size).toBe(tags.length);
    for (const t of tags) {
      expect(postTags.has(t.name), t.name).toBe(true);
      expect(Array.from(t.name).length).toBeLessThanOrEqual(TAG_NAME_MAX);
      expect(t.name_en).not.toBe('');
    }
  });

  it('builds themes from criteria the demo posts can meet', () => {
    const themes = exploreThemeRows(1_800_000_000);
    expect(themes.length).toBeGreaterThanOrEqual(4);
    const types = new Set<number>(TYPES.map((t) => t.code));
    const modes = new Set<number>(MODES.map((m) => m.code));
    for (const t of themes) {
      expect(t.created_at).toBe(1_800_000_000);
      if (t.type_code != null) expect(types.has(t.type_code)).toBe(true);
      if (t.mode_code != null) expect(modes.has(t.mode_code)).toBe(true);
      if (t.kind != null) expect(POST_KINDS).toContain(t.kind);
      if (t.tag != null) expect(postTags.has(t.tag)).toBe(true);
      // A theme without any criterion would be every post: not a collection.
      expect([t.type_code, t.mode_code, t.kind, t.tag, t.recent_days].some((c) => c != null)).toBe(true);
    }
  });
});
