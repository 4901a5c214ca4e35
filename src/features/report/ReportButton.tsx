import { useState } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../protocol/public-pages';
import type { ReportReason } from '../../../protocol/public-pages';
import { fakeInfo } from '../../api/public-pages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { FlagIcon } from '../shared/icons';
import { useReportMessages } from './messages';
import { useReportSheet } from './useReportSheet';
import styles from './Report.module.css';

/** Reports a post as fake or broken: a guest logs in first, then a sheet asks why. */
export function ReportButton({ postId, returnTo }: { postId: number; returnTo: string }) {
  const m = useReportMessages();
  const [reason, setReason] = useState<ReportReason>('fake');
  const [note, setNote] = useState('');
  const sheet = useReportSheet({
    returnTo,
    send: () => fakeInfo({ id: postId, reason, ...(note.trim() ? { note: note.trim() } : {}) }),
    sent: m.sent,
    failed: m.failed,
    onSent: () => setNote(''),
  });
  const { open, sending, failure } = sheet;

  return (
    <>
      <Button variant="ghost" size="sm" onClick={sheet.start} testId="report">
        <FlagIcon /> {m.report}
      </Button>
      <Dialog open={open} title={m.title} closeLabel={m.close} onCancel={sheet.close} testId="report-sheet">
        <form className={styles.form} onSubmit={(e) => void sheet.submit(e)} noValidate>
          <p className={styles.hint}>{m.hint}</p>
          <fieldset className={styles.reasons}>
            <legend>{m.reason}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className={styles.reason} data-checked={r === reason}>
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={r === reason}
                  onChange={() => setReason(r)}
                  data-testid={`report-reason-${r}`}
                />
                {m[`reason_${r}`]}
              </label>
            ))}
          </fieldset>
          <TextField
            label={m.note}
            optional={m.optional}
            multiline
            rows={3}
            value={note}
            onValue={setNote}
            placeholder={m.notePlaceholder}
            maxLength={REPORT_NOTE_MAX}
            counter={`${[...note].length}/${REPORT_NOTE_MAX}`}
            testId="report-note"
          />
          {failure && (
            <Notice tone="danger" role="alert" testId="report-error">
              {failure}
            </Notice>
          )}
          <Button type="submit" variant="primary" size="lg" block loading={sending} testId="report-send">
            {m.send}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
