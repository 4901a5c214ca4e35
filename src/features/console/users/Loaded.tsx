import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import type { ConsoleData } from '../useConsoleData';
import { useUserMessages } from './messages';

/** A console load's four states: loading, failed (with retry), empty, and the data. */
export function Loaded<T>({
  data,
  empty,
  isEmpty,
  children,
}: {
  data: ConsoleData<T>;
  empty: string;
  isEmpty?: (d: T) => boolean;
  children: (d: T) => ReactNode;
}) {
  const m = useUserMessages();
  if (data.data === null && data.loading) return <Spinner label={m.loadFailed} />;
  if (data.data === null || (data.error && !data.loading))
    return (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={data.error}
        action={<Button onClick={data.reload}>{m.retry}</Button>}
      />
    );
  if (isEmpty?.(data.data)) return <EmptyState title={empty} />;
  return <>{children(data.data)}</>;
}
