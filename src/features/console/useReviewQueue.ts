import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../api/request';
import type { ReviewItem } from '../../../protocol/console-review';
import type { ReviewAction } from '../../../protocol/release-transitions';

const PAGE_SIZE = 20;

/** The queue's first page; decided posts leave the list at once, the page refills on reload. */
export function useReviewQueue() {
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState('');

  const reload = useCallback(
    (signal?: AbortSignal) =>
      request('/api/admin/reviewQueue', { pageSize: PAGE_SIZE }, { signal }).then(
        (page) => {
          setItems(page.list);
          setTotal(page.total);
          setError('');
        },
        (err: unknown) => {
          if (!signal?.aborted) setError(err instanceof ApiError ? err.msg : String(err));
        },
      ),
    [],
  );

  useEffect(() => {
    const abort = new AbortController();
    void reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  const drop = useCallback((ids: readonly number[]) => {
    setItems((list) => list?.filter((p) => !ids.includes(p.id)) ?? null);
    setTotal((n) => Math.max(0, n - ids.length));
  }, []);

  /** @throws {ApiError} the refusal (already decided elsewhere, no reason…). */
  const decide = useCallback(
    async (id: number, action: ReviewAction, reason: string) => {
      await request('/api/admin/reviewDecide', { id, action, ...(reason ? { reason } : {}) });
      drop([id]);
    },
    [drop],
  );

  const bulk = useCallback(
    async (ids: number[], action: 'approve' | 'reject', reason: string) => {
      const out = await request('/api/admin/reviewBulk', { ids, action, ...(reason ? { reason } : {}) });
      drop(out.filter((o) => o.ok).map((o) => o.id));
      return out;
    },
    [drop],
  );

  return { items, total, error, reload, decide, bulk };
}
