import { useState } from 'react';
import { EVALUATION_TEXT_MAX } from '../../../protocol/appointments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useAppointmentMessages } from './messages';
import { StarPicker } from './Stars';
import styles from './Appointments.module.css';

/** Stars (required) and words (optional) for a booking that is over. */
export function RateDialog({
  onSend,
  onClose,
}: {
  onSend: (stars: number, text: string) => Promise<void>;
  onClose: () => void;
}) {
  const m = useAppointmentMessages();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await onSend(stars, text.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onCancel={onClose} title={m.rateTitle} closeLabel={m.close} testId="rate-dialog">
      <div className={styles.sheet}>
        <StarPicker value={stars} onValue={setStars} label={m.stars} />
        <TextField
          label={m.ratingText}
          optional={m.optional}
          value={text}
          onValue={setText}
          placeholder={m.ratingPh}
          maxLength={EVALUATION_TEXT_MAX}
          multiline
          rows={3}
          testId="rate-text"
        />
        <Button variant="primary" block loading={busy} disabled={stars === 0} onClick={send} testId="rate-send">
          {m.send}
        </Button>
      </div>
    </Dialog>
  );
}
