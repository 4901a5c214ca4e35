import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { adminCall } from '../../api/admin';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../../protocol/admin-content';
import { errorText, useConsoleData } from './useConsoleData';
import { useContentMessages } from './messages';
import styles from './ConsoleContent.module.css';

/** Write a system notice to everyone or one person; below, what was sent. */
export function NoticesPanel() {
  const m = useContentMessages();
  const [to, setTo] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const fetch = useCallback(
    (signal: AbortSignal) => adminCall('/api/admin/noticeList', {}, { signal, background: true }),
    [],
  );
  const sent = useConsoleData(fetch, m.loadFailed);

  async function send(e: FormEvent) {
    e.preventDefault();
    setSending(true);
    try {
      await adminCall('/api/admin/noticeSend', { ...(to.trim() ? { username: to.trim() } : {}), title, body });
      showToast(m.sent);
      setTitle('');
      setBody('');
      setError('');
      sent.reload();
    } catch (err) {
      setError(errorText(err, m.loadFailed));
    } finally {
      setSending(false);
    }
  }

  let list;
  if (sent.error && !sent.data)
    list = (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={sent.error}
        action={<Button onClick={sent.reload}>{m.retry}</Button>}
      />
    );
  else if (!sent.data) list = <Spinner label={m.loadFailed} />;
  else if (sent.data.list.length === 0) list = <EmptyState title={m.noNotices} />;
  else
    list = (
      <table className={styles.table} data-testid="notices-table">
        <tbody>
          {sent.data.list.map((n) => (
            <tr key={n.id}>
              <td>{new Date(n.createdAt * 1000).toLocaleString()}</td>
              <td>{n.to ?? m.everyone}</td>
              <td>
                <strong>{n.title}</strong>
                <br />
                <span className={styles.muted}>{n.body}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section className={styles.panel}>
      <form className={styles.form} onSubmit={(e) => void send(e)} data-testid="notice-form">
        <TextField label={m.noticeTo} hint={m.noticeToHint} value={to} onValue={setTo} testId="notice-to" />
        <TextField
          label={m.title}
          value={title}
          onValue={setTitle}
          maxLength={NOTICE_TITLE_MAX}
          testId="notice-title"
        />
        <div className={styles.wide}>
          <TextField
            label={m.noticeBody}
            value={body}
            onValue={setBody}
            multiline
            rows={4}
            maxLength={NOTICE_BODY_MAX}
            testId="notice-body"
          />
        </div>
        {error && (
          <div className={styles.wide}>
            <Notice tone="danger">{error}</Notice>
          </div>
        )}
        <div className={styles.wide}>
          <Button type="submit" loading={sending} disabled={!title.trim() || !body.trim()} testId="notice-send">
            {m.send}
          </Button>
        </div>
      </form>
      <h2 className={styles.muted}>{m.sentNotices}</h2>
      {list}
    </section>
  );
}
