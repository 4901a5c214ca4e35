import { useState } from 'react';
import type { AppealDecision, AppealItem } from '../../../protocol/console-review';
import { postStatusText } from '../../../protocol/refusal-words';
import { request } from '../../api/request';
import { useLang } from '../../i18n';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { usePostWords } from '../common/messages';
import { useAppealMessages } from './appeal-messages';
import { useConsoleAction } from './useConsoleAction';
import { useConsoleTime } from './useConsoleTime';
import styles from './Review.module.css';

interface Props {
  item: AppealItem;
  onDecided: () => void;
}

/** One open appeal: the post, why it was banned, what its owner says, and the two decisions. */
export function AppealCard({ item, onDecided }: Props) {
  const m = useAppealMessages();
  const lm = usePostWords();
  const lang = useLang();
  const when = useConsoleTime();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useConsoleAction(m.failed);
  const decide = async (decision: AppealDecision) => {
    const done = await run(() => request('/api/admin/appealDecide', { id: item.id, decision, reason }));
    if (!done) return;
    showToast(decision === 'uphold' ? m.upheld : m.restored);
    onDecided();
  };
  return (
    <article className={styles.card} data-testid="appeal-item" data-appeal-id={item.id} data-post-id={item.post.id}>
      <header className={styles.head}>
        <h3 className={styles.title}>{item.post.title}</h3>
        <span className={styles.kind}>
          #{item.post.id} · {lm[`kind_${item.post.kind}`]} · {postStatusText(item.post.status)[lang]}
        </span>
        <span className={styles.muted}>
          {m.appealedAt} {when(item.createdAt)}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{m.owner}</dt>
        <dd>
          {item.owner.nickname} (@{item.owner.username})
        </dd>
        <dt>{m.banReason}</dt>
        <dd data-testid="appeal-ban-reason">{item.post.banReason || m.noBanReason}</dd>
        <dt>{m.appealText}</dt>
        <dd data-testid="appeal-text">{item.text}</dd>
      </dl>
      {error && (
        <Notice role="alert" testId="appeal-error">
          {error}
        </Notice>
      )}
      <footer className={styles.actions}>
        <TextField
          label={m.reason}
          hideLabel
          placeholder={m.reason}
          hint={m.reasonHint}
          value={reason}
          onValue={setReason}
          size="sm"
          testId="appeal-reason"
        />
        <Button variant="danger" size="sm" loading={busy} onClick={() => void decide('uphold')} testId="appeal-uphold">
          {m.uphold}
        </Button>
        <Button
          variant="accent"
          size="sm"
          disabled={busy}
          onClick={() => void decide('restore')}
          testId="appeal-restore"
        >
          {m.restore}
        </Button>
      </footer>
    </article>
  );
}
