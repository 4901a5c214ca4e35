import { showToast } from '../../state/overlay';
import { dismissAppTips, useGlobal } from '../../state/global';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon, DownloadIcon } from '../shared/icons';
import { useHomeMessages } from './messages';
import styles from './AppDownTip.module.css';

/** The mobile app-download tip (spec: shown by default, dismissible). */
export function AppDownTip() {
  const { appdownTips, isDesktop } = useGlobal();
  const m = useHomeMessages();
  if (!appdownTips || isDesktop) return null;
  return (
    <div className={styles.tip} data-testid="app-down-tip">
      <span className={styles.logo}>
        <DownloadIcon />
      </span>
      <span className={styles.text}>
        <b>{m.appTitle}</b>
        <small>{m.appHint}</small>
      </span>
      <Button size="sm" className={styles.action} onClick={() => showToast(m.appSoon)}>
        {m.appAction}
      </Button>
      <IconButton onClick={dismissAppTips} label={m.close}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
