import { useState } from 'react';
import type { FormEvent } from 'react';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../../../protocol/release';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useMyPostsMessages } from './messages';
import styles from './MyPostItem.module.css';

interface Props {
  busy: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
}

/** The owner's words to the moderators about a ban; the server holds the same length rule. */
export function AppealForm({ busy, onSend, onCancel }: Props) {
  const m = useMyPostsMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const length = [...text.trim()].length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length < APPEAL_TEXT_MIN || length > APPEAL_TEXT_MAX) setError(m.appealLength);
    else onSend(text.trim());
  };
  return (
    <form className={styles.appeal} onSubmit={submit} noValidate data-testid="my-post-appeal-form">
      <TextField
        multiline
        rows={3}
        name="appeal"
        testId="my-post-appeal-text"
        label={m.appealLabel}
        placeholder={m.appealPh}
        maxLength={APPEAL_TEXT_MAX}
        counter={`${length}/${APPEAL_TEXT_MAX}`}
        value={text}
        error={error}
        onValue={(v) => {
          setText(v);
          setError('');
        }}
      />
      <div className={styles.appealActions}>
        <Button size="sm" testId="my-post-appeal-cancel" disabled={busy} onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button size="sm" type="submit" variant="primary" testId="my-post-appeal-send" loading={busy}>
          {m.appealSend}
        </Button>
      </div>
    </form>
  );
}
