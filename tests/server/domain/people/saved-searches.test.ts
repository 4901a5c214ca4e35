import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { matchingSearches } from '../../../../server/domain/people/saved-searches';
import { useTestApp } from '../../helper';
import { CITY, MODE, TYPE } from '../../support/fixtures';

// The match runs in every approval's transaction: it must find the searches through their index, whatever
// the number of saved searches or posts.
describe('saved search matching', () => {
  const t = useTestApp('sqlite');

  it('looks saved searches up by the index on their codes and the post by its key', async () => {
    const post = { id: 7, user_id: 3, city_code: CITY.beijing, type_code: TYPE.tutoring, mode_code: MODE.shop };
    const q = matchingSearches(t.db, post).compile();
    const plan = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    const steps = plan.rows.map((r) => r.detail);
    expect(steps.some((d) => d.includes('USING INDEX saved_searches_codes_idx'))).toBe(true);
    expect(steps.some((d) => /SEARCH posts USING INTEGER PRIMARY KEY/.test(d))).toBe(true);
    expect(steps.filter((d) => d.startsWith('SCAN'))).toEqual([]);
  });
});
