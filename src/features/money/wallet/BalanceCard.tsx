import type { ReactNode } from 'react';
import type { WalletInfo } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { formatGold } from '../../common/money-format';
import { useWalletMessages } from './messages';
import styles from './Money.module.css';

/** The wallet's balance, the gold held by pending withdrawals, and the page's actions under it. */
export function BalanceCard({ wallet, children }: { wallet: WalletInfo | null; children?: ReactNode }) {
  const m = useWalletMessages();
  const lang = useLang();
  return (
    <section className={`${styles.card} ${styles.balanceCard}`} data-testid="wallet-balance-card">
      <span className={styles.balanceLabel}>{m.balance}</span>
      <span className={styles.balance}>
        <span data-testid="wallet-balance">{wallet ? formatGold(wallet.balance, lang) : '—'}</span>
        <small>{m.gold}</small>
      </span>
      {wallet && wallet.held > 0 && (
        <small className={styles.balanceLabel} data-testid="wallet-held">
          {m.held(formatGold(wallet.held, lang))}
        </small>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
