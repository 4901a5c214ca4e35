import { useState } from 'react';
import { errorText } from '../../features/common/error-text';
import { useVipMessages } from '../../features/money/vip/messages';
import { MembershipCard } from '../../features/money/vip/MembershipCard';
import { useVipInfo } from '../../features/money/vip/useVipInfo';
import { VipHistory } from '../../features/money/vip/VipHistory';
import { VipOffer } from '../../features/money/vip/VipOffer';
import styles from '../../features/money/wallet/Money.module.css';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';

/** /user/user-vip: my membership (tier, end date, history) beside the cards to renew or upgrade. */
export function UserVipScreen() {
  const m = useVipMessages();
  const vip = useVipInfo();
  // Days left count from the last purchase made here too, or a card just bought shows a day more than it has.
  const [nowS, setNowS] = useState(() => Math.floor(Date.now() / 1000));
  return (
    <div className={styles.screen} data-testid="user-vip-screen">
      <h1 className={styles.pageTitle}>{m.membership}</h1>
      {vip.status === 'loading' && <SkeletonRows count={3} height={96} />}
      {vip.status === 'error' && (
        <EmptyState
          kind="error"
          role="alert"
          title={m.loadFailed}
          text={errorText(vip.error, m.loadFailed)}
          action={<Button onClick={vip.reload}>{m.retry}</Button>}
        />
      )}
      {vip.data && (
        <div className={styles.twoCols}>
          <div className={styles.col}>
            <MembershipCard info={vip.data} nowS={nowS} />
            <VipHistory info={vip.data} />
          </div>
          <div className={styles.col}>
            <VipOffer
              returnTo="/user/user-vip"
              level={vip.data.is_vip}
              quotes={vip.data.quotes}
              onBought={() => {
                setNowS(Math.floor(Date.now() / 1000));
                vip.reload();
              }}
              onStale={vip.reload}
            />
          </div>
        </div>
      )}
    </div>
  );
}
