import { useState } from 'react';
import type { FormEvent } from 'react';
import { CHAT_REPORT_MAX } from '../../../protocol/chat';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { errorTips } from '../common/error-text';
import { useChatMessages } from './messages';
import styles from './Chat.module.css';

/** Reports the conversation to the operators with a reason. */
export function ReportForm({ onSend, onDone }: { onSend(reason: string): Promise<unknown>; onDone(): void }) {
  const m = useChatMessages();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await onSend(reason.trim());
      showToast(m.reported);
      onDone();
    } catch (err) {
      errorTips(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.report} onSubmit={submit} data-testid="chat-report-form">
      <TextField
        label={m.reportReason}
        multiline
        rows={3}
        value={reason}
        onValue={setReason}
        maxLength={CHAT_REPORT_MAX}
        testId="chat-report-reason"
      />
      <div className={styles.reportActions}>
        <Button variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={busy} disabled={!reason.trim()} testId="chat-report-send">
          {m.reportSend}
        </Button>
      </div>
    </form>
  );
}
