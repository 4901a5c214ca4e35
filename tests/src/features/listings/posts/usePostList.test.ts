import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, PostCard } from '../../../../../protocol/types';

vi.mock('../../../../../src/api/request', () => ({ request: vi.fn() }));

const { request } = await import('../../../../../src/api/request');
const { fetchListPage } = await import('../../../../../src/features/listings/posts/usePostList');
const { forgetResults } = await import('../../../../../src/features/common/query');

const page = (n: number): Page<PostCard> => ({ list: [], page: n, pageSize: 20, total: 100 });

describe('a page of the home list', () => {
  afterEach(() => {
    vi.clearAllMocks();
    forgetResults();
  });

  it('fetched as the reader scrolls on goes without the loading bar', async () => {
    vi.mocked(request).mockResolvedValueOnce(page(3));
    await fetchListPage({ page: 3, pageSize: 20 }, new AbortController().signal, { background: true });
    expect(request).toHaveBeenCalledWith(
      '/api/info/getInfoList',
      { page: 3, pageSize: 20 },
      expect.objectContaining({ background: true }),
    );
  });

  it('the list opens on is waited for with the loading bar', async () => {
    vi.mocked(request).mockResolvedValueOnce(page(1));
    await fetchListPage({ page: 1, pageSize: 20 }, new AbortController().signal);
    expect(request).toHaveBeenCalledWith(
      '/api/info/getInfoList',
      { page: 1, pageSize: 20 },
      expect.objectContaining({ background: false }),
    );
  });
});
