import { lazy, Suspense } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useShareMessages } from './messages';
import styles from './Share.module.css';

// The QR library is loaded only when the sheet opens.
const InviteQr = lazy(() => import('../../invite/InviteQr').then((mod) => ({ default: mod.InviteQr })));

/** The fallback where the system has no share sheet: the link, a copy button and a QR code. */
export function ShareSheet({
  url,
  open,
  onCopy,
  onClose,
}: {
  url: string;
  open: boolean;
  onCopy: () => void;
  onClose: () => void;
}) {
  const m = useShareMessages();
  return (
    <Dialog open={open} title={m.title} closeLabel={m.close} onCancel={onClose} testId="share-sheet">
      <div className={styles.sheet}>
        <p className={styles.hint}>{m.hint}</p>
        <Suspense fallback={<span className={styles.qrPending} aria-hidden="true" />}>
          <InviteQr link={url} alt={m.qrAlt} testId="share-qr" />
        </Suspense>
        <label className={styles.link}>
          <span>{m.link}</span>
          <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        </label>
        <Button variant="primary" size="lg" block onClick={onCopy} testId="share-copy">
          {m.copy}
        </Button>
      </div>
    </Dialog>
  );
}
