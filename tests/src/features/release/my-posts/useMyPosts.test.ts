import { describe, expect, it } from 'vitest';
import { mergeById } from '../../../../../src/features/release/my-posts/useMyPosts';
import { post } from './fixtures';

describe('my posts', () => {
  it('pages merge without duplicating a row that moved', () => {
    expect(mergeById([post(1, 1), post(1, 2)], [post(1, 2), post(1, 3)]).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
