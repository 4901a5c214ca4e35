import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ShareIcon } from '../shared/icons';
import { useShareMessages } from './messages';
import { copyText, systemShare } from './share-link';
import styles from './Share.module.css';

// The QR library is loaded only when the fallback sheet opens.
const InviteQr = lazy(() => import('../invite/InviteQr').then((mod) => ({ default: mod.InviteQr })));

/** Shares `url`: the system sheet where there is one, else a sheet with the link, a copy button and a QR code. */
export function ShareButton({ url, title, testId = 'share' }: { url: string; title: string; testId?: string }) {
  const m = useShareMessages();
  const [open, setOpen] = useState(false);
  const share = async () => {
    if ((await systemShare({ title, url })) === 'fallback') setOpen(true);
  };
  const copy = async () => showToast((await copyText(url)) ? m.copied : m.copyFailed);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void share()} testId={testId}>
        <ShareIcon /> {m.share}
      </Button>
      <Dialog open={open} title={m.title} closeLabel={m.close} onCancel={() => setOpen(false)} testId="share-sheet">
        <div className={styles.sheet}>
          <p className={styles.hint}>{m.hint}</p>
          <Suspense fallback={<span className={styles.qrPending} aria-hidden="true" />}>
            <InviteQr link={url} alt={m.qrAlt} testId="share-qr" />
          </Suspense>
          <label className={styles.link}>
            <span>{m.link}</span>
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          </label>
          <Button variant="primary" size="lg" block onClick={() => void copy()} testId="share-copy">
            {m.copy}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
