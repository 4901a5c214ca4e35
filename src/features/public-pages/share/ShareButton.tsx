import { Suspense, useState } from 'react';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { lazyScreen, useLazyPart } from '../../../ui/Lazy';
import { errorTips } from '../../common/error-text';
import { ShareIcon } from '../../common/icons';
import { useShareMessages } from './messages';
import { copyText, systemShare } from './share-link';

// Most phones share through the system sheet, so the fallback sheet loads only when it is needed.
const shareSheet = lazyScreen(
  () => import('./ShareSheet'),
  (m) => m.ShareSheet,
);
const ShareSheet = shareSheet.Component;

/** Shares `url`: the system sheet where there is one, else a sheet with the link, a copy button and a QR code. */
export function ShareButton({ url, title, testId = 'share' }: { url: string; title: string; testId?: string }) {
  const m = useShareMessages();
  const [open, setOpen] = useState(false);
  const part = useLazyPart(shareSheet);
  const share = async () => {
    if ((await systemShare({ title, url })) !== 'fallback') return;
    setOpen(true);
    part.load().catch((err: unknown) => {
      setOpen(false);
      errorTips(err);
    });
  };
  const copy = async () => showToast((await copyText(url)) ? m.copied : m.copyFailed);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void share()} loading={open && !part.ready} testId={testId}>
        <ShareIcon /> {m.share}
      </Button>
      {part.ready && (
        <Suspense fallback={null}>
          <ShareSheet url={url} open={open} onCopy={() => void copy()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
