import { Suspense } from 'react';
import { closeDialog, DEFAULT_CANCEL, DEFAULT_CONFIRM, dismissToast, useOverlay } from '../state/overlay';
import { setLoginPopup, useGlobal } from '../state/global';
import { useBackLayer } from '../lib/back-layer';
import { LoadingBar } from '../ui/LoadingBar';
import { Spinner } from '../ui/Spinner';
import { ToastStack } from '../ui/Toast';
import { useShellMessages } from './messages';
import { go, takeAfterLogin } from '../nav/nav';
import { dialog, loginForm } from './shell-parts';

const Dialog = dialog.Component;
const LoginForm = loginForm.Component;

/** Lets the browser's Back close the overlay it stands beside instead of leaving the page. */
function BackCloses({ onClose }: { onClose: () => void }) {
  useBackLayer(true, onClose);
  return null;
}

function LoginPopup() {
  const m = useShellMessages();
  const close = () => {
    setLoginPopup(false);
    takeAfterLogin();
  };
  const done = () => {
    setLoginPopup(false);
    const next = takeAfterLogin();
    if (next) go(next);
  };
  return (
    <>
      <BackCloses onClose={close} />
      <Suspense fallback={null}>
        <Dialog open size="md" title={m.loginOrRegister} closeLabel={m.close} onCancel={close} testId="login-popup">
          <Suspense fallback={<Spinner label={m.loading} />}>
            <LoginForm onDone={done} />
          </Suspense>
        </Dialog>
      </Suspense>
    </>
  );
}

/**
 * Everything drawn above the screens: loading bar, toasts, alert/confirm dialogs, the desktop login popup.
 * The dialog's code loads with the first dialog (an alert waits for it, a few ms on a warm link).
 */
export function Overlays() {
  const m = useShellMessages();
  const o = useOverlay();
  const { isDesktop, loginPopup } = useGlobal();
  const dialog = o.dialogs[0];
  // Callers pass Chinese defaults; show them in the current language.
  const label = (text: string) => (text === DEFAULT_CONFIRM ? m.confirm : text === DEFAULT_CANCEL ? m.cancel : text);
  return (
    <>
      <LoadingBar active={o.loading > 0} />
      <ToastStack items={o.toasts} onDismiss={dismissToast} />
      {isDesktop && loginPopup && <LoginPopup />}
      {dialog && <BackCloses key={`back-${dialog.id}`} onClose={() => closeDialog(dialog.id, false)} />}
      {dialog && (
        <Suspense fallback={null}>
          <Dialog
            key={dialog.id}
            open
            title={dialog.title}
            message={dialog.message}
            confirmText={label(dialog.confirmText)}
            {...(dialog.kind === 'confirm' ? { cancelText: label(dialog.cancelText) } : {})}
            onConfirm={() => closeDialog(dialog.id, true)}
            onCancel={() => closeDialog(dialog.id, false)}
            dismissOnBackdrop={dialog.kind === 'confirm'}
            testId={dialog.kind === 'alert' ? 'alert' : 'confirm'}
          />
        </Suspense>
      )}
    </>
  );
}
