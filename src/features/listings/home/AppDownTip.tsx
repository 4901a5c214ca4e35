import { Suspense, useState, useSyncExternalStore } from 'react';
import { dismissAppTips, useGlobal } from '../../../state/global';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { lazyScreen, useLazyPart } from '../../../ui/Lazy';
import { errorTips } from '../../common/error-text';
import { acceptInstallOffer, installWay, useInstall } from '../../shell/install/install-prompt';
import type { InstallWay } from '../../shell/install/install-prompt';
import { CloseIcon, DownloadIcon } from '../../common/icons';
import { useHomeMessages } from './messages';
import styles from './AppDownTip.module.css';

// The steps (and the dialog that shows them) load only when asked for: the tip is on every phone home.
const installHelp = lazyScreen(
  () => import('../../shell/install/InstallHelp'),
  (m) => m.InstallHelp,
);
const InstallHelp = installHelp.Component;

const NO_CHANGES = () => () => {};

/**
 * The phone's app-download tip (spec: shown by default, dismissible), which installs the site as an app:
 * the browser's own install dialog where it offers one, else the steps for Safari's or the browser menu's
 * "add to home screen". Hidden in the installed app; the close button's choice is remembered
 * (global.appdownTips is persisted).
 */
export function AppDownTip() {
  const { appdownTips, isDesktop } = useGlobal();
  const { offer, installed } = useInstall();
  const [help, setHelp] = useState<Exclude<InstallWay, 'offer'> | null>(null);
  const part = useLazyPart(installHelp);
  const m = useHomeMessages();
  // The server renders the tip (it cannot know this device's choice or install): a hydrating render shows it
  // too, and React renders the device's answer right after.
  const deviceShows = appdownTips && !installed;
  const shows = useSyncExternalStore(
    NO_CHANGES,
    () => deviceShows,
    () => true,
  );
  if (!shows || isDesktop) return null;
  const showHelp = (way: Exclude<InstallWay, 'offer'>) => {
    setHelp(way);
    part.load().catch((err: unknown) => {
      setHelp(null);
      errorTips(err);
    });
  };
  const start = async () => {
    const way = installWay(navigator.userAgent, !!offer, navigator.maxTouchPoints);
    if (way !== 'offer') return showHelp(way);
    // A dismissed browser dialog leaves the tip: the visitor may still want the steps another day.
    if ((await acceptInstallOffer()) === 'unavailable') showHelp('menu');
  };
  return (
    <div className={styles.tip} data-testid="app-down-tip">
      <span className={styles.logo}>
        <DownloadIcon />
      </span>
      <span className={styles.text}>
        <b>{m.appTitle}</b>
        <small>{m.appHint}</small>
      </span>
      <Button
        size="sm"
        className={styles.action}
        onClick={() => void start()}
        loading={help !== null && !part.ready}
        testId="app-install"
      >
        {m.appAction}
      </Button>
      <IconButton onClick={dismissAppTips} label={m.close} testId="app-down-close">
        <CloseIcon />
      </IconButton>
      {help && part.ready && (
        <Suspense fallback={null}>
          <InstallHelp way={help} onClose={() => setHelp(null)} />
        </Suspense>
      )}
    </div>
  );
}
