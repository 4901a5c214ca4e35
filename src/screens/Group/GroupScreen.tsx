import { useState } from 'react';
import { MembershipCard } from '../../features/money/vip/MembershipCard';
import { useVipInfo } from '../../features/money/vip/useVipInfo';
import { VipOffer } from '../../features/money/vip/VipOffer';
import { VipPosts } from '../../features/listings/posts/VipPosts';
import styles from '../../features/money/wallet/Money.module.css';
import { useUser } from '../../state/user';

/** /group: the VIP offer, open to guests (buying asks them to log in); members see their card first. */
export function GroupScreen() {
  const { isLogin, u } = useUser();
  const vip = useVipInfo();
  // Days left count from the last purchase made here too, or a card just bought shows a day more than it has.
  const [nowS, setNowS] = useState(() => Math.floor(Date.now() / 1000));
  const level = vip.data?.is_vip ?? (isLogin ? (u?.is_vip ?? 0) : 0);
  return (
    <div className={styles.screen} data-testid="group">
      {vip.data && vip.data.is_vip > 0 && <MembershipCard info={vip.data} nowS={nowS} />}
      <VipOffer
        returnTo="/group"
        level={level}
        quotes={vip.data?.quotes ?? null}
        onBought={() => {
          setNowS(Math.floor(Date.now() / 1000));
          vip.reload();
        }}
        onStale={vip.reload}
        perks
      />
      <VipPosts />
    </div>
  );
}
