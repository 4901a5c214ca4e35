import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { Spinner } from '../../../ui/Spinner';
import type { ReportKind } from '../../../../protocol/console-content';
import { ReportCard } from './ReportCard';
import { useConsoleData } from '../useConsoleData';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';

type State = 'open' | 'handled';

/** The reports queue: posts or conversations, open (oldest first) or handled (newest first). */
export function ReportsQueue() {
  const m = useContentMessages();
  const [kind, setKind] = useState<ReportKind>('post');
  const [state, setState] = useState<State>('open');
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/reportList', { kind, state, page }, { signal, background: true }),
    [kind, state, page],
  );
  const { data, error, loading, reload } = useConsoleData(fetch, m.loadFailed);
  const tab = <T extends string>(value: T, current: T, set: (v: T) => void, label: string) => (
    <Button
      size="sm"
      variant={value === current ? 'primary' : 'secondary'}
      aria-pressed={value === current}
      onClick={() => {
        set(value);
        setPage(1);
      }}
      testId={`reports-tab-${value}`}
    >
      {label}
    </Button>
  );

  let body;
  if (error && !data)
    body = (
      <EmptyState kind="error" title={m.loadFailed} text={error} action={<Button onClick={reload}>{m.retry}</Button>} />
    );
  else if (!data) body = <Spinner label={m.loadFailed} />;
  else if (data.list.length === 0) body = <EmptyState title={state === 'open' ? m.noReports : m.noHandled} />;
  else
    body = (
      <>
        <div className={styles.list} data-testid="reports-list">
          {data.list.map((r) => (
            <ReportCard key={`${r.kind}-${String(r.id)}`} row={r} onDone={reload} />
          ))}
        </div>
        <Pager
          page={data.page}
          pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
          total={data.total}
          labels={{ prev: m.prev, next: m.next, nav: m.pager, total: m.total }}
          onChange={setPage}
        />
      </>
    );

  return (
    <section className={styles.panel} aria-busy={loading}>
      <div className={styles.toolbar}>
        {tab<ReportKind>('post', kind, setKind, m.postReports)}
        {tab<ReportKind>('chat', kind, setKind, m.chatReports)}
        <span className={styles.spacer} />
        {tab<State>('open', state, setState, m.open)}
        {tab<State>('handled', state, setState, m.handled)}
      </div>
      {body}
    </section>
  );
}
