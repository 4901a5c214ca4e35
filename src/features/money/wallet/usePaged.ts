import { useState } from 'react';
import type { Page } from '../../../../protocol/types';
import { useQuery } from '../../common/useQuery';
import { useMoneyPulse } from './useMoneyPulse';

export const MONEY_PAGE_SIZE = 10;

/**
 * One page of a money list at a time (statement, orders, withdrawals), the page kept in state. `name`
 * names the list; a money notice on the push stream asks again.
 */
export function usePaged<T>(name: string | null, fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>) {
  const [page, setPage] = useState(1);
  const query = useQuery(name === null ? null : `money:${name}:${page}`, (signal) => fetchPage(page, signal));
  useMoneyPulse(query.reload);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / MONEY_PAGE_SIZE)) : 1;
  return { ...query, page, pages, setPage };
}
