import { describe, expect, it } from 'vitest';
import { buildPosts } from '../../../server/seed/posts';
import { createRng } from '../../../server/seed/rng';
import { TYPE_CODES } from '../../../server/seed/taxonomy';

describe('post generator', () => {
  const authors = TYPE_CODES.map((trade, i) => ({ id: i + 1, trade }));

  it('is deterministic for a seed', () => {
    const a = buildPosts(createRng(5), 12, authors, 1_800_000_000);
    const b = buildPosts(createRng(5), 12, authors, 1_800_000_000);
    expect(a).toEqual(b);
    expect(buildPosts(createRng(6), 12, authors, 1_800_000_000)).not.toEqual(a);
  });

  it('gives each post to an author of its trade, and needs one for every trade', () => {
    const posts = buildPosts(createRng(7), 80, authors, 1_800_000_000);
    for (const p of posts) expect(authors.find((a) => a.id === p.row.user_id)?.trade).toBe(p.typeCode);
    expect(() => buildPosts(createRng(7), 8, authors.slice(1), 1_800_000_000)).toThrow(
      /no seeded author for post type 1/,
    );
  });
});
