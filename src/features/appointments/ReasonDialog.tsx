import { useState } from 'react';
import { DECLINE_REASON_MAX } from '../../../protocol/appointments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useAppointmentMessages } from './messages';
import styles from './Appointments.module.css';

/** Asks why (a provider declining or cancelling must say); the text goes to the other side's notice. */
export function ReasonDialog({ onSend, onClose }: { onSend: (reason: string) => Promise<void>; onClose: () => void }) {
  const m = useAppointmentMessages();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await onSend(reason.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onCancel={onClose} title={m.reasonTitle} closeLabel={m.close} testId="reason-dialog">
      <div className={styles.sheet}>
        <TextField
          label={m.reason}
          value={reason}
          onValue={setReason}
          placeholder={m.reasonPh}
          maxLength={DECLINE_REASON_MAX}
          multiline
          rows={3}
          testId="reason-input"
        />
        <Button
          variant="primary"
          block
          loading={busy}
          disabled={reason.trim() === ''}
          onClick={send}
          testId="reason-send"
        >
          {m.send}
        </Button>
      </div>
    </Dialog>
  );
}
