import type { UserProfile } from '../../../../protocol/types';
import { useLang } from '../../../i18n';
import { AppLink } from '../../../nav/AppLink';
import { buttonClass } from '../../../ui/Button';
import { CrownIcon } from '../../common/icons';
import { formatDay, formatGold } from '../../common/money-format';
import { useWalletMessages } from './messages';
import { tierKey } from '../../common/messages';
import { useWallet } from './useWallet';
import styles from './Money.module.css';

/** The user centre's money card: balance and VIP state, with the way into each money page. */
export function WalletSummary({ u }: { u: UserProfile }) {
  const m = useWalletMessages();
  const lang = useLang();
  const wallet = useWallet();
  const vip = u.is_vip > 0;
  return (
    <section className={`${styles.card} ${styles.balanceCard}`} data-testid="wallet-summary">
      <div className={styles.cardHead}>
        <span className={styles.balanceLabel}>{m.balance}</span>
        <AppLink to="/user/user-vip" className={styles.balanceLabel} data-testid="wallet-summary-vip">
          <CrownIcon /> {vip ? m.vipLevel(m[tierKey(u.is_vip)]) : m.vipNone}
          {vip && ` · ${u.vipExpiresAt ? m.vipUntil(formatDay(u.vipExpiresAt, lang)) : m.vipForever}`}
        </AppLink>
      </div>
      <span className={styles.balance}>
        <span data-testid="wallet-summary-balance">{wallet.data ? formatGold(wallet.data.balance, lang) : '—'}</span>
        <small>{m.gold}</small>
      </span>
      <div className={styles.actions}>
        <AppLink to="/user/manage-gold" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {m.recharge}
        </AppLink>
        <AppLink to="/user/manage-withdraw" className={buttonClass({ size: 'sm' })}>
          {m.withdraw}
        </AppLink>
        <AppLink to="/user/my-order" className={buttonClass({ size: 'sm' })}>
          {m.myOrders}
        </AppLink>
      </div>
    </section>
  );
}
