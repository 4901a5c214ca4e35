import { useState } from 'react';
import { request } from '../../../api/request';
import { showToast } from '../../../state/overlay';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { postStatusName } from '../../../../protocol/refusal-words';
import { reportReasonWords } from '../../../../protocol/public-pages-texts';
import { EncryptedImage } from '../../media/EncryptedImage';
import type { PersonRef, ReportAction, ReportRow } from '../../../../protocol/console-content';
import { detailPath } from '../../common/post-paths';
import { errorText } from '../useConsoleData';
import { ReasonField } from '../ReasonField';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';
import { useConsoleTime } from '../useConsoleTime';

function Who({ label, p }: { label: string; p: PersonRef }) {
  const m = useContentMessages();
  return (
    <span className={styles.who}>
      <span className={styles.muted}>{label}</span> {p.nickname || p.username}{' '}
      <span className={styles.muted}>@{p.username}</span>
      {p.bannedAt !== null && <Badge tone="danger">{m.banned}</Badge>}
    </span>
  );
}

/** One report with what was reported and, while open, the four decisions (the reason is required). */
export function ReportCard({ row, onDone }: { row: ReportRow; onDone: () => void }) {
  const m = useContentMessages();
  const lang = useLang();
  const when = useConsoleTime();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReportAction | null>(null);
  const actions: ReportAction[] = row.kind === 'post' ? ['dismiss', 'hide', 'warn', 'ban'] : ['dismiss', 'warn', 'ban'];

  async function decide(action: ReportAction) {
    setBusy(action);
    try {
      await request('/api/admin/reportHandle', { kind: row.kind, id: row.id, action, reason: reason.trim() });
      showToast(`${m[action]} ✓`);
      onDone();
    } catch (err) {
      showToast(errorText(err, m.loadFailed));
      // Someone else may have handled it: the refreshed queue shows the truth.
      onDone();
    } finally {
      setBusy(null);
    }
  }

  return (
    <article className={styles.card} data-testid={`report-${row.kind}-${String(row.id)}`}>
      <header className={styles.cardHead}>
        <Badge tone="warning" testId="report-reason-words">
          {reportReasonWords(row.reason)[lang]}
        </Badge>
        {row.fromProfile && <Badge testId="report-from-profile">{m.fromProfile}</Badge>}
        <span className={styles.muted}>
          #{row.id} · {when(row.createdAt)}
        </span>
      </header>
      {row.post && (
        <p className={styles.subject}>
          <a href={detailPath(row.post.kind, row.post.id)} target="_blank" rel="noreferrer">
            {row.post.title}
          </a>{' '}
          <Badge>{postStatusName(row.post.status)[lang]}</Badge>
        </p>
      )}
      {row.messages.length > 0 && (
        <ol className={styles.chat}>
          {row.messages.map((msg, i) => (
            <li key={i} className={msg.senderId === row.subject.id ? styles.theirs : undefined}>
              <span className={styles.muted}>
                {msg.senderId === row.subject.id ? row.subject.username : row.reporter.username}
              </span>{' '}
              {msg.kind === 'text' ? (
                msg.body
              ) : (
                // Pictures are stored encrypted like every other: the moderator sees what was sent.
                <EncryptedImage src={msg.body} alt={m.image} className={styles.chatPicture} width={240} />
              )}
            </li>
          ))}
        </ol>
      )}
      <div className={styles.people}>
        <Who label={m.reporter} p={row.reporter} />
        <Who label={m.subject} p={row.subject} />
      </div>
      {row.note && (
        <p className={styles.note}>
          <span className={styles.muted}>{m.note}</span> {row.note}
        </p>
      )}
      {row.status === 'open' ? (
        <div className={styles.decide}>
          <ReasonField value={reason} onValue={setReason} testId="report-reason" />
          <div className={styles.actions}>
            {actions.map((a) => (
              <Button
                key={a}
                size="sm"
                variant={a === 'dismiss' ? 'secondary' : 'danger'}
                disabled={reason.trim() === '' || busy !== null}
                loading={busy === a}
                onClick={() => void decide(a)}
                testId={`report-${a}`}
              >
                {m[a]}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <p className={styles.muted}>
          {m.resolution}: {row.resolution ? m[row.resolution as ReportAction] : row.status} ·{' '}
          {m.by(row.handledBy ?? '—')}
          {row.handledAt !== null && ` · ${when(row.handledAt)}`}
        </p>
      )}
    </article>
  );
}
