import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../api/request';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { can } from '../../../protocol/console-operators';
import { useOperator } from '../../state/operator';
import { CONSOLE_BASE } from '../../nav/console-routes';
import type { Dashboard as DashboardData } from '../../../protocol/console';
import type { Capability } from '../../../protocol/console-operators';
import { ConsoleLink } from './ConsoleLink';
import { useConsoleMessages } from './messages';
import styles from './Console.module.css';

const REFRESH_MS = 60_000;

/** The operator's local midnight, in Unix seconds: "today" is the operator's day. */
export function localMidnight(now: Date = new Date()): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

interface QueueCard {
  key: 'pendingPosts' | 'pendingWithdrawals' | 'openReports' | 'openFeedback';
  href: string;
  capability: Capability;
}

const QUEUES: readonly QueueCard[] = [
  { key: 'pendingPosts', href: `${CONSOLE_BASE}/review`, capability: 'review' },
  { key: 'pendingWithdrawals', href: `${CONSOLE_BASE}/withdrawals`, capability: 'withdrawals' },
  { key: 'openReports', href: `${CONSOLE_BASE}/reports`, capability: 'reports' },
  { key: 'openFeedback', href: `${CONSOLE_BASE}/feedback`, capability: 'feedback' },
];

const TODAY = ['signups', 'posts', 'revenueGold', 'withdrawalsRequested', 'withdrawalsPaidGold'] as const;

export function Dashboard() {
  const m = useConsoleMessages();
  const me = useOperator();
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState('');
  const [at, setAt] = useState<Date | null>(null);

  const fetchNow = useCallback(
    (signal?: AbortSignal) =>
      request('/api/admin/dashboard', { since: localMidnight() }, { signal, background: true }).then(
        (d) => {
          setData(d);
          setAt(new Date());
          setError('');
        },
        (err: unknown) => {
          if (signal?.aborted) return;
          setError(err instanceof ApiError && err.msg ? err.msg : m.loadFailed);
        },
      ),
    [m.loadFailed],
  );

  useEffect(() => {
    const abort = new AbortController();
    const timer = setInterval(() => void fetchNow(abort.signal), REFRESH_MS);
    void fetchNow(abort.signal);
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [fetchNow]);

  if (error && !data)
    return (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={error}
        action={<Button onClick={() => void fetchNow()}>{m.retry}</Button>}
      />
    );
  if (!data) return <Spinner label={m.refresh} />;
  const roles = me?.roles ?? [];
  return (
    <div className={styles.dashboard} data-testid="console-dashboard">
      <div className={styles.toolbar}>
        <span className={styles.muted}>{at && m.updatedAt(at.toLocaleTimeString())}</span>
        <Button size="sm" variant="secondary" onClick={() => void fetchNow()}>
          {m.refresh}
        </Button>
      </div>
      <h2 className={styles.heading}>{m.queues}</h2>
      <div className={styles.cards}>
        {QUEUES.map((q) => (
          <div key={q.key} className={styles.card} data-testid={`dash-${q.key}`}>
            <span className={styles.cardLabel}>{m[q.key]}</span>
            <strong className={styles.cardValue}>{data[q.key]}</strong>
            {can(roles, q.capability) && (
              <ConsoleLink className={styles.cardLink} href={q.href}>
                {m.open} →
              </ConsoleLink>
            )}
          </div>
        ))}
      </div>
      <h2 className={styles.heading}>{m.today}</h2>
      <div className={styles.cards}>
        {TODAY.map((k) => (
          <div key={k} className={styles.card} data-testid={`dash-${k}`}>
            <span className={styles.cardLabel}>{m[k]}</span>
            <strong className={styles.cardValue}>{data.today[k].toLocaleString()}</strong>
          </div>
        ))}
      </div>
    </div>
  );
}
