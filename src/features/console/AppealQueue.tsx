import { useCallback } from 'react';
import { request } from '../../api/request';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { AppealCard } from './AppealCard';
import { useAppealMessages } from './appeal-messages';
import { useConsoleData } from './useConsoleData';
import styles from './Table.module.css';

/** Open appeals of banned posts, oldest first; a decided one leaves the list. */
export function AppealQueue() {
  const m = useAppealMessages();
  const fetch = useCallback((signal: AbortSignal) => request('/api/admin/appealQueue', {}, { signal }), []);
  const { data, error, reload } = useConsoleData(fetch, m.loadFailed);
  if (data === null)
    return error ? (
      <EmptyState kind="error" title={m.loadFailed} text={error} action={<Button onClick={reload}>{m.retry}</Button>} />
    ) : (
      <Spinner label={m.loadFailed} />
    );
  if (data.list.length === 0) return <EmptyState title={m.empty} testId="appeals-empty" />;
  return (
    <div className={styles.stack}>
      {data.list.map((a) => (
        <AppealCard key={a.id} item={a} onDecided={reload} />
      ))}
    </div>
  );
}
