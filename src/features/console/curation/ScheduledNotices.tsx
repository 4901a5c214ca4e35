import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';
import { showToast } from '../../../state/overlay';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { listFallback } from '../listFallback';
import { useConsoleAction } from '../useConsoleAction';
import { errorText, useConsoleData } from '../useConsoleData';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../../../protocol/console-content';
import type { ScheduledNotice, ScheduleEdit } from '../../../../protocol/console-curation';
import { useCurationMessages } from './messages';
import styles from '../ConsoleContent.module.css';
import { useConsoleTime } from '../useConsoleTime';

function EditForm({ n, onDone }: { n: ScheduledNotice; onDone: (saved: boolean) => void }) {
  const m = useCurationMessages();
  const [edit, setEdit] = useState<ScheduleEdit>({
    id: n.id,
    username: n.to ?? '',
    title: n.title,
    body: n.body,
    titleEn: n.titleEn,
    bodyEn: n.bodyEn,
    publishAt: n.publishAt,
    endsAt: n.endsAt,
  });
  const { busy, error, run } = useConsoleAction(m.loadFailed);
  const set = (patch: Partial<ScheduleEdit>) => setEdit((e) => ({ ...e, ...patch }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!(await run(() => request('/api/admin/noticeScheduleEdit', edit)))) return;
    showToast(m.saved);
    onDone(true);
  }

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="schedule-edit">
      <TextField label={m.to} value={edit.username ?? ''} onValue={(username) => set({ username })} />
      <TextField
        label={m.titleZh}
        value={edit.title}
        onValue={(title) => set({ title })}
        maxLength={NOTICE_TITLE_MAX}
        testId="schedule-edit-title"
      />
      <TextField
        label={m.titleEn}
        value={edit.titleEn}
        onValue={(titleEn) => set({ titleEn })}
        maxLength={NOTICE_TITLE_MAX}
        testId="schedule-edit-title-en"
      />
      <TextField
        label={m.publishAt}
        type="datetime-local"
        value={toLocalInput(edit.publishAt)}
        onValue={(v) => set({ publishAt: fromLocalInput(v) ?? edit.publishAt })}
      />
      <TextField
        label={m.endsAt}
        type="datetime-local"
        value={toLocalInput(edit.endsAt)}
        onValue={(v) => set({ endsAt: fromLocalInput(v) })}
        hint={m.endsHint}
      />
      <div className={styles.wide}>
        <TextField
          label={m.bodyZh}
          value={edit.body}
          onValue={(body) => set({ body })}
          multiline
          rows={3}
          maxLength={NOTICE_BODY_MAX}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          label={m.bodyEn}
          value={edit.bodyEn}
          onValue={(bodyEn) => set({ bodyEn })}
          multiline
          rows={3}
          maxLength={NOTICE_BODY_MAX}
        />
      </div>
      {error && (
        <div className={styles.wide}>
          <Notice tone="danger">{error}</Notice>
        </div>
      )}
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" loading={busy} testId="schedule-edit-save">
          {m.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Notices written ahead: waiting ones first; each may be changed or withdrawn until its time comes. */
export function ScheduledNotices() {
  const m = useCurationMessages();
  const when = useConsoleTime();
  const [editing, setEditing] = useState<ScheduledNotice | null>(null);
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/noticeScheduleList', {}, { signal, background: true }),
    [],
  );
  const schedules = useConsoleData(fetch, m.loadFailed);
  const { data, reload } = schedules;

  async function withdraw(n: ScheduledNotice) {
    try {
      await request('/api/admin/noticeScheduleWithdraw', { id: n.id });
      showToast(m.withdrawn);
    } catch (err) {
      showToast(errorText(err, m.loadFailed));
    }
    reload();
  }

  const list =
    // No schedules is the usual case: one quiet line, so the sent notices below stay in view.
    listFallback(schedules, () => false, { ...m, empty: m.noScheduled }) ??
    (data?.list.length === 0 ? (
      <p className={styles.muted}>{m.noScheduled}</p>
    ) : (
      data && (
        <table className={styles.table} data-testid="scheduled-table">
          <thead>
            <tr>
              <th>{m.publishAt}</th>
              <th>{m.endsAt}</th>
              <th>{m.to}</th>
              <th>{m.title}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.list.map((n) => (
              <tr key={n.id} data-testid={`scheduled-${String(n.id)}`}>
                <td>{when(n.publishAt, m.any)}</td>
                <td>{when(n.endsAt, m.any)}</td>
                <td>{n.to ?? m.everyone}</td>
                <td>
                  <strong>{n.title}</strong>{' '}
                  <Badge tone={n.state === 'scheduled' ? 'info' : n.state === 'published' ? 'success' : 'neutral'}>
                    {m.stateName(n.state)}
                  </Badge>
                  <br />
                  <span className={styles.muted}>{n.body}</span>
                </td>
                <td>
                  {n.state === 'scheduled' && (
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(n)} testId="schedule-edit-open">
                        {m.edit}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => void withdraw(n)} testId="schedule-withdraw">
                        {m.withdraw}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    ));

  return (
    <>
      <h2 className={styles.muted}>{m.scheduled}</h2>
      {editing && (
        <EditForm
          key={editing.id}
          n={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
      {list}
    </>
  );
}
