import { useState } from 'react';
import { USER_REPORT_MAX } from '../../../../protocol/public-pages-reports';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { FlagIcon } from '../../common/icons';
import { usePersonReportMessages } from './person-messages';
import { useReportSheet } from './useReportSheet';
import styles from './Report.module.css';
import { request } from '../../../api/request';

/** Reports a person from their public page: a guest logs in first, then a sheet asks what happened. */
export function ReportPersonButton({ personId, returnTo }: { personId: number; returnTo: string }) {
  const m = usePersonReportMessages();
  const [reason, setReason] = useState('');
  const sheet = useReportSheet({
    returnTo,
    send: () => request('/api/user/reportUser', { id: personId, reason: reason.trim() }),
    sent: m.sent,
    failed: m.failed,
    onSent: () => setReason(''),
  });
  const { open, sending, failure } = sheet;

  return (
    <>
      <Button variant="ghost" size="sm" onClick={sheet.start} testId="report-person">
        <FlagIcon /> {m.report}
      </Button>
      <Dialog open={open} title={m.title} closeLabel={m.close} onCancel={sheet.close} testId="report-person-sheet">
        <form className={styles.form} onSubmit={(e) => void sheet.submit(e)} noValidate>
          <p className={styles.hint}>{m.hint}</p>
          <TextField
            label={m.reason}
            multiline
            rows={3}
            value={reason}
            onValue={setReason}
            placeholder={m.placeholder}
            maxLength={USER_REPORT_MAX}
            counter={`${[...reason].length}/${USER_REPORT_MAX}`}
            testId="report-person-reason"
          />
          {failure && (
            <Notice tone="danger" role="alert" testId="report-person-error">
              {failure}
            </Notice>
          )}
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            loading={sending}
            disabled={!reason.trim()}
            testId="report-person-send"
          >
            {m.send}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
