import { useNetwork } from '../../../state/network';
import { Notice } from '../../../ui/Notice';
import { useHomeMessages } from './messages';
import styles from './OfflineBanner.module.css';

/**
 * Says when the list on screen is this device's copy of what was seen last (no network), and offers a
 * reload once the network is back. Nothing when everything came from the server.
 */
export function OfflineBanner() {
  const { online, fromDevice } = useNetwork();
  const m = useHomeMessages();
  if (online && !fromDevice) return null;
  if (!online)
    return (
      <Notice tone="warning" role="status" title={m.offlineTitle} testId="offline-banner" className={styles.banner}>
        {fromDevice ? m.offlineKept : m.offlineHint}
      </Notice>
    );
  return (
    <Notice tone="info" role="status" title={m.backOnline} testId="back-online-banner" className={styles.banner}>
      <button type="button" className={styles.reload} onClick={() => location.reload()}>
        {m.refresh}
      </button>
    </Notice>
  );
}
