import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';
import { ScheduledNotices } from '../curation/ScheduledNotices';
import { useCurationMessages } from '../curation/messages';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../../../protocol/console-content';
import { listFallback } from '../listFallback';
import { errorText, useConsoleData } from '../useConsoleData';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';
import { useConsoleTime } from '../useConsoleTime';

/**
 * Write a system notice to everyone or one person, now or at a time ahead (optionally ending); below, the
 * scheduled ones and what was sent.
 */
export function NoticesPanel() {
  const m = useContentMessages();
  const when = useConsoleTime();
  const mc = useCurationMessages();
  const [to, setTo] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [bodyEn, setBodyEn] = useState('');
  const [publishAt, setPublishAt] = useState<number | null>(null);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  // Remounts the scheduled list after a new schedule.
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/noticeList', {}, { signal, background: true }),
    [],
  );
  const sent = useConsoleData(fetch, m.loadFailed);

  async function send(e: FormEvent) {
    e.preventDefault();
    setSending(true);
    try {
      const who = { ...(to.trim() ? { username: to.trim() } : {}), title, body, titleEn, bodyEn };
      if (publishAt !== null) {
        await request('/api/admin/noticeSchedule', { ...who, publishAt, endsAt });
        showToast(mc.scheduledDone);
        setRound((r) => r + 1);
      } else {
        await request('/api/admin/noticeSend', { ...who, endsAt });
        showToast(m.sent);
        sent.reload();
      }
      setTitle('');
      setBody('');
      setTitleEn('');
      setBodyEn('');
      setPublishAt(null);
      setEndsAt(null);
      setError('');
    } catch (err) {
      setError(errorText(err, m.loadFailed));
    } finally {
      setSending(false);
    }
  }

  const list =
    listFallback(sent, (d) => d.list.length === 0, { ...m, empty: m.noNotices }) ??
    (sent.data && (
      <table className={styles.table} data-testid="notices-table">
        <tbody>
          {sent.data.list.map((n) => (
            <tr key={n.id}>
              <td>{when(n.createdAt)}</td>
              <td>{n.to ?? m.everyone}</td>
              <td>
                <strong>{n.title}</strong>
                <br />
                <span className={styles.muted}>{n.body}</span>
              </td>
              <td lang="en">
                <strong>{n.titleEn}</strong>
                <br />
                <span className={styles.muted}>{n.bodyEn}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ));

  return (
    <section className={styles.panel}>
      <form className={styles.form} onSubmit={(e) => void send(e)} data-testid="notice-form">
        <TextField label={m.noticeTo} hint={m.noticeToHint} value={to} onValue={setTo} testId="notice-to" />
        <TextField
          label={m.noticeTitleZh}
          value={title}
          onValue={setTitle}
          maxLength={NOTICE_TITLE_MAX}
          testId="notice-title"
        />
        <TextField
          label={m.noticeTitleEn}
          value={titleEn}
          onValue={setTitleEn}
          maxLength={NOTICE_TITLE_MAX}
          testId="notice-title-en"
        />
        <TextField
          label={mc.publishAt}
          type="datetime-local"
          value={toLocalInput(publishAt)}
          onValue={(v) => setPublishAt(fromLocalInput(v))}
          hint={mc.publishNowHint}
          testId="notice-publish-at"
        />
        <TextField
          label={mc.endsAt}
          type="datetime-local"
          value={toLocalInput(endsAt)}
          onValue={(v) => setEndsAt(fromLocalInput(v))}
          hint={mc.endsHint}
          testId="notice-ends-at"
        />
        <div className={styles.wide}>
          <TextField
            label={m.noticeBodyZh}
            value={body}
            onValue={setBody}
            multiline
            rows={4}
            maxLength={NOTICE_BODY_MAX}
            testId="notice-body"
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label={m.noticeBodyEn}
            value={bodyEn}
            onValue={setBodyEn}
            multiline
            rows={4}
            maxLength={NOTICE_BODY_MAX}
            testId="notice-body-en"
          />
        </div>
        {error && (
          <div className={styles.wide}>
            <Notice tone="danger">{error}</Notice>
          </div>
        )}
        <div className={styles.wide}>
          <Button
            type="submit"
            loading={sending}
            disabled={[title, body, titleEn, bodyEn].some((t) => !t.trim())}
            testId="notice-send"
          >
            {publishAt !== null ? mc.schedule : m.send}
          </Button>
        </div>
      </form>
      <ScheduledNotices key={round} />
      <h2 className={styles.muted}>{m.sentNotices}</h2>
      {list}
    </section>
  );
}
