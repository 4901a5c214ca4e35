import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { CHAT_TEXT_MAX } from '../../../protocol/chat';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { TextField } from '../../ui/TextField';
import { errorTips, isCancel } from '../common/error-text';
import { ImagesIcon } from '../common/icons';
import { chatDraft, keepChatDraft } from './chat-drafts';
import { useChatMessages } from './messages';
import styles from './Chat.module.css';

interface Props {
  /** Whose conversation, and who writes: the unsent text is kept per account and person (chat-drafts.ts). */
  ownerId: number;
  peerId: number;
  onText(text: string): Promise<unknown>;
  onPicture(file: Blob): Promise<unknown>;
}

/** The text box, the picture button and Send; a refusal is told and the text stays for another try. */
export function Composer({ ownerId, peerId, onText, onPicture }: Props) {
  const m = useChatMessages();
  const [text, setTextState] = useState(() => chatDraft(ownerId, peerId));
  const setText = (next: string) => {
    setTextState(next);
    keepChatDraft(ownerId, peerId, next);
  };
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    try {
      await onText(body);
      setText('');
    } catch (err) {
      if (!isCancel(err)) errorTips(err);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!f) return;
    setBusy(true);
    try {
      await onPicture(f);
    } catch (err) {
      if (!isCancel(err)) errorTips(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid="chat-composer">
      <IconButton label={m.sendImage} look="soft" onClick={() => file.current?.click()} testId="chat-image">
        <ImagesIcon />
      </IconButton>
      <input
        ref={file}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={pick}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-image-input"
      />
      <TextField
        className={styles.input}
        label={m.placeholder}
        hideLabel
        shape="pill"
        value={text}
        onValue={setText}
        placeholder={m.placeholder}
        maxLength={CHAT_TEXT_MAX}
        testId="chat-input"
      />
      <Button type="submit" variant="accent" loading={busy} disabled={!text.trim()} testId="chat-send">
        {m.send}
      </Button>
    </form>
  );
}
