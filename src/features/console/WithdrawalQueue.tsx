import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../api/request';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import type { WithdrawalQueue as Queue } from '../../../protocol/console-money';
import { WithdrawalCard } from './WithdrawalCard';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';

/** Open withdrawals, oldest first: under review, then being paid; each with the user's balances and statement. */
export function WithdrawalQueue() {
  const m = useWorkMessages();
  const [queue, setQueue] = useState<Queue | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    (signal?: AbortSignal) =>
      request('/api/admin/withdrawalQueue', {}, { signal }).then(
        (q) => {
          setQueue(q);
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
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  if (queue === null)
    return error ? (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={error}
        action={<Button onClick={() => void load()}>{m.retry}</Button>}
      />
    ) : (
      <Spinner label={m.loadFailed} />
    );
  if (queue.items.length === 0) return <EmptyState title={m.noWithdrawals} testId="withdrawals-empty" />;
  return (
    <div className={styles.stack}>
      {queue.items.map((w) => (
        <WithdrawalCard key={w.id} w={w} channels={queue.channels} onChanged={() => void load()} />
      ))}
    </div>
  );
}
