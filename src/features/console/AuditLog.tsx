import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLang } from '../../i18n';
import { ApiError, request } from '../../api/request';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { AuditEntry, AuditQuery } from '../../../protocol/console';
import type { Page } from '../../../protocol/types';
import { auditActionName, auditActionOptions, auditChanges, auditTargetName, auditTargetOptions } from './audit-words';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';
import { useConsoleTime } from './useConsoleTime';

const PAGE_SIZE = 30;

interface Filters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}
const NONE: Filters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** Local date (yyyy-mm-dd) → Unix seconds at its local midnight; `to` counts the whole day. */
const dayStart = (d: string, plusDays = 0) =>
  Math.floor(new Date(`${d}T00:00:00`).getTime() / 1000) + plusDays * 86_400;

export function auditQuery(f: Filters, page: number): AuditQuery {
  const q: AuditQuery = { page, pageSize: PAGE_SIZE };
  if (f.actor.trim()) q.actor = f.actor.trim();
  if (f.action.trim()) q.action = f.action.trim();
  if (f.targetType.trim()) q.targetType = f.targetType.trim();
  if (f.targetId.trim()) q.targetId = f.targetId.trim();
  if (f.from) q.from = dayStart(f.from);
  if (f.to) q.to = dayStart(f.to, 1);
  return q;
}

/** Every operator action, newest first: who, what, when, before → after; filtered. */
export function AuditLog() {
  const m = useWorkMessages();
  const when = useConsoleTime();
  const lang = useLang();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [applied, setApplied] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AuditEntry> | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    (signal?: AbortSignal) =>
      request('/api/admin/auditList', auditQuery(applied, page), { signal }).then(
        (d) => {
          setData(d);
          setError('');
        },
        (err: unknown) => {
          if (!signal?.aborted) setError(err instanceof ApiError ? err.msg : String(err));
        },
      ),
    [applied, page],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const set = (k: keyof Filters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
    setPage(1);
  };

  return (
    <div className={styles.stack}>
      <form className={`${styles.panel} ${styles.row}`} onSubmit={submit} data-testid="audit-filters">
        <TextField label={m.actor} value={draft.actor} onValue={set('actor')} size="sm" testId="audit-actor" />
        <Select
          label={m.action}
          value={draft.action}
          onChange={set('action')}
          placeholder={m.anyAction}
          options={auditActionOptions(lang)}
          testId="audit-action"
        />
        <Select
          label={m.targetType}
          value={draft.targetType}
          onChange={set('targetType')}
          placeholder={m.anyTarget}
          options={auditTargetOptions(lang)}
          testId="audit-target-type"
        />
        <TextField
          label={m.targetId}
          value={draft.targetId}
          onValue={set('targetId')}
          size="sm"
          testId="audit-target"
        />
        <TextField label={m.from} type="date" value={draft.from} onValue={set('from')} size="sm" />
        <TextField label={m.to} type="date" value={draft.to} onValue={set('to')} size="sm" />
        <Button type="submit" size="sm" variant="accent" testId="audit-filter">
          {m.filter}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft(NONE);
            setApplied(NONE);
            setPage(1);
          }}
        >
          {m.clear}
        </Button>
      </form>
      {error && <p className={styles.bad}>{error}</p>}
      {data && data.list.length === 0 && <EmptyState title={m.noEntries} />}
      {data && data.list.length > 0 && (
        <>
          <table className={styles.table} data-testid="audit-table">
            <thead>
              <tr>
                <th>{m.time}</th>
                <th>{m.actor}</th>
                <th>{m.action}</th>
                <th>{m.target}</th>
                <th>{m.change}</th>
                <th className={styles.nowrap}>{m.reason}</th>
                <th>{m.ip}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((e) => (
                <tr key={e.id} data-testid="audit-row" data-action={e.action}>
                  <td className={styles.nowrap}>{when(e.createdAt)}</td>
                  <td>
                    {e.actorName ?? m.cli} <span className={styles.muted}>({e.actorRole})</span>
                  </td>
                  <td title={e.action}>{auditActionName(e.action, lang)}</td>
                  <td className={styles.nowrap}>
                    {auditTargetName(e.targetType, lang)} #{e.targetId}
                  </td>
                  <td className={styles.code} data-testid="audit-change">
                    {auditChanges(e.before, e.after, lang).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </td>
                  <td>{e.reason}</td>
                  <td className={`${styles.code} ${styles.nowrap}`}>{e.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={data.page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            total={data.total}
            labels={{ prev: m.prev, next: m.next, nav: m.pages, total: m.total }}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}
