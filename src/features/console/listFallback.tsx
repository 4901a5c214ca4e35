import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import type { ConsoleData } from './useConsoleData';

export interface FallbackTexts {
  loadFailed: string;
  retry: string;
  /** The empty list's title. */
  empty: string;
}

/**
 * What a console list shows instead of its rows: the failure (with a retry) when nothing loaded, a spinner
 * before the first answer, the empty state; null once there are rows to show.
 */
export function listFallback<T>(d: ConsoleData<T>, isEmpty: (data: T) => boolean, t: FallbackTexts): ReactNode {
  if (d.error && !d.data)
    return (
      <EmptyState
        kind="error"
        title={t.loadFailed}
        text={d.error}
        action={<Button onClick={d.reload}>{t.retry}</Button>}
      />
    );
  if (!d.data) return <Spinner label={t.loadFailed} />;
  if (isEmpty(d.data)) return <EmptyState title={t.empty} />;
  return null;
}
