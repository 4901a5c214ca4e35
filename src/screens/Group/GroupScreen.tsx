import { useState } from 'react';
import { MembershipCard } from '../../features/vip/MembershipCard';
import { useVipInfo } from '../../features/vip/useVipInfo';
import { VipOffer } from '../../features/vip/VipOffer';
import { VipPosts } from '../../features/vip/VipPosts';
import styles from '../../features/wallet/Money.module.css';
import { useUser } from '../../state/user';

/** /group: the VIP offer, open to guests (buying asks them to log in); members see their card first. */
export function GroupScreen() {
  const { isLogin, u } = useUser();
  const vip = useVipInfo();
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const level = vip.data?.is_vip ?? (isLogin ? (u?.is_vip ?? 0) : 0);
  return (
    <div className={styles.screen} data-testid="group">
      {vip.data && vip.data.is_vip > 0 && <MembershipCard info={vip.data} nowS={nowS} />}
      <VipOffer returnTo="/group" level={level} onBought={() => vip.reload()} perks />
      <VipPosts />
    </div>
  );
}
