import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../../protocol/public-pages';
import type { ReportReason } from '../../../../protocol/public-pages';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { REPORT_REASON_WORDS } from '../../../../protocol/public-pages-texts';
import { useLang } from '../../../i18n';
import { useReportMessages } from './messages';
import styles from './Report.module.css';

export interface ReportSheetProps {
  open: boolean;
  reason: ReportReason;
  onReason: (reason: ReportReason) => void;
  note: string;
  onNote: (note: string) => void;
  sending: boolean;
  failure: string;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}

/** The report form (why, an optional note): its own chunk, loaded the first time someone reports a post. */
export function ReportSheet({
  open,
  reason,
  onReason,
  note,
  onNote,
  sending,
  failure,
  onSubmit,
  onCancel,
}: ReportSheetProps) {
  const m = useReportMessages();
  const lang = useLang();
  return (
    <Dialog open={open} title={m.title} closeLabel={m.close} onCancel={onCancel} testId="report-sheet">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
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
                onChange={() => onReason(r)}
                data-testid={`report-reason-${r}`}
              />
              {REPORT_REASON_WORDS[r][lang]}
            </label>
          ))}
        </fieldset>
        <TextField
          label={m.note}
          optional={m.optional}
          multiline
          rows={3}
          value={note}
          onValue={onNote}
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
  );
}
