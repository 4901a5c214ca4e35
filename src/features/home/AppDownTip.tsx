import { useState } from 'react';
import { dismissAppTips, useGlobal } from '../../state/global';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { InstallHelp } from '../install/InstallHelp';
import { acceptInstallOffer, installWay, useInstall } from '../install/install-prompt';
import type { InstallWay } from '../install/install-prompt';
import { CloseIcon, DownloadIcon } from '../shared/icons';
import { useHomeMessages } from './messages';
import styles from './AppDownTip.module.css';

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
  const m = useHomeMessages();
  if (!appdownTips || isDesktop || installed) return null;
  const start = async () => {
    const way = installWay(navigator.userAgent, !!offer, navigator.maxTouchPoints);
    if (way !== 'offer') return setHelp(way);
    // A dismissed browser dialog leaves the tip: the visitor may still want the steps another day.
    if ((await acceptInstallOffer()) === 'unavailable') setHelp('menu');
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
      <Button size="sm" className={styles.action} onClick={() => void start()} testId="app-install">
        {m.appAction}
      </Button>
      <IconButton onClick={dismissAppTips} label={m.close} testId="app-down-close">
        <CloseIcon />
      </IconButton>
      {help && <InstallHelp way={help} onClose={() => setHelp(null)} />}
    </div>
  );
}
