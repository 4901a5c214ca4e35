import { describe, expect, it } from 'vitest';
import { userIdOf, userPath } from '../../../../../src/features/console/users/user-path';

describe('a person’s console page address', () => {
  it('round-trips the id and reads anything else as the search', () => {
    expect(userPath(27)).toBe('/console/users?id=27');
    expect(userIdOf(new URL(userPath(27), 'http://x').search)).toBe(27);
    for (const bad of ['', '?id=', '?id=0', '?id=-3', '?id=1e3', '?id=abc', '?id=1234567890', '?q=27'])
      expect([bad, userIdOf(bad)]).toEqual([bad, null]);
  });
});
