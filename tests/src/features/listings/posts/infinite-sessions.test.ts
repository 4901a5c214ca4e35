import { describe, expect, it } from 'vitest';
import {
  MAX_LIST_SESSIONS,
  clearSessions,
  findSession,
  saveSession,
} from '../../../../../src/features/listings/posts/infinite-sessions';
import { lastPageOf } from '../../../../../src/features/common/usePages';
import type { Page, PostCard } from '../../../../../protocol/types';

describe('infinite list sessions', () => {
  const page = (n: number): Page<PostCard> =>
    ({ list: [], total: 100, page: n, pageSize: 20 }) as unknown as Page<PostCard>;

  it('restores only a page the session holds, and keeps a bounded number of filter sets', () => {
    clearSessions();
    saveSession('0/5/0', { firstPage: 2, pages: [page(2), page(3)], topIndex: 25 });
    expect(lastPageOf({ firstPage: 2, pages: [page(2), page(3)] })).toBe(3);
    expect(findSession('0/5/0', 3)?.topIndex).toBe(25);
    expect(findSession('0/5/0', 1)).toBeUndefined();
    expect(findSession('0/5/0', 4)).toBeUndefined();
    expect(findSession('0/6/0', 2)).toBeUndefined();
    for (let i = 0; i < MAX_LIST_SESSIONS; i++)
      saveSession(`1/${i}/0`, { firstPage: 1, pages: [page(1)], topIndex: 0 });
    expect(findSession('0/5/0', 2)).toBeUndefined(); // the oldest went
    expect(findSession(`1/${MAX_LIST_SESSIONS - 1}/0`, 1)).toBeDefined();
  });
});
