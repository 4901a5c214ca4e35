import { Suspense, useState } from 'react';
import type { ReportReason } from '../../../../protocol/public-pages';
import { Button } from '../../../ui/Button';
import { lazyScreen, useLazyPart } from '../../../ui/Lazy';
import { errorTips } from '../../common/error-text';
import { FlagIcon } from '../../common/icons';
import { useReportButtonMessages } from './button-messages';
import { useReportSheet } from './useReportSheet';
import { request } from '../../../api/request';

// The form is drawn only once someone reports, so it stays out of the detail page's first load.
const reportSheet = lazyScreen(
  () => import('./ReportSheet'),
  (m) => m.ReportSheet,
);
const ReportSheet = reportSheet.Component;

/** Reports a post as fake or broken: a guest logs in first, then a sheet asks why. */
export function ReportButton({ postId, returnTo }: { postId: number; returnTo: string }) {
  const m = useReportButtonMessages();
  const [reason, setReason] = useState<ReportReason>('fake');
  const [note, setNote] = useState('');
  const part = useLazyPart(reportSheet);
  const sheet = useReportSheet({
    returnTo,
    send: () => request('/api/info/fakeInfo', { id: postId, reason, ...(note.trim() ? { note: note.trim() } : {}) }),
    sent: m.sent,
    failed: m.failed,
    onSent: () => setNote(''),
  });
  const start = () => {
    sheet.start();
    part.load().catch((err: unknown) => {
      sheet.close();
      errorTips(err);
    });
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={start} loading={sheet.open && !part.ready} testId="report">
        <FlagIcon /> {m.report}
      </Button>
      {part.ready && (
        <Suspense fallback={null}>
          <ReportSheet
            open={sheet.open}
            reason={reason}
            onReason={setReason}
            note={note}
            onNote={setNote}
            sending={sheet.sending}
            failure={sheet.failure}
            onSubmit={(e) => void sheet.submit(e)}
            onCancel={sheet.close}
          />
        </Suspense>
      )}
    </>
  );
}
