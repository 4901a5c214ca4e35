import { useState } from 'react';
import { useSearch } from 'wouter';
import { BalanceCard } from '../../features/money/wallet/BalanceCard';
import { useWalletMessages } from '../../features/money/wallet/messages';
import { PagedCard } from '../../features/money/wallet/PagedCard';
import { pendingOrderNo, pendingPayUrl } from '../../features/money/wallet/pending-order';
import { PendingOrderNotice } from '../../features/money/wallet/PendingOrderNotice';
import { RechargeCard } from '../../features/money/wallet/RechargeCard';
import { StatementList } from '../../features/money/wallet/Statement';
import { useRecharges } from '../../features/money/wallet/useRecharges';
import styles from '../../features/money/wallet/Money.module.css';
import { AppLink } from '../../nav/AppLink';
import { buttonClass } from '../../ui/Button';

/** /user/manage-gold: balance, recharge through the gateway (and the wait for it), the statement. */
export function ManageGoldScreen() {
  const m = useWalletMessages();
  const search = useSearch();
  // Read once per visit: the order is watched until it settles, whatever the URL does meanwhile.
  const [orderNo] = useState(() => pendingOrderNo(search));
  const { wallet, pending, statement } = useRecharges(orderNo);
  return (
    <div className={styles.screen} data-testid="manage-gold">
      <h1 className={styles.pageTitle}>{m.manageGold}</h1>
      <div className={styles.twoCols}>
        <div className={styles.col}>
          <BalanceCard wallet={wallet.data ?? null}>
            <AppLink to="/user/manage-withdraw" className={buttonClass({ size: 'sm' })}>
              {m.withdraw}
            </AppLink>
            <AppLink to="/user/my-order" className={buttonClass({ size: 'sm' })}>
              {m.myOrders}
            </AppLink>
          </BalanceCard>
          <PendingOrderNotice
            state={pending.state}
            payUrl={orderNo ? pendingPayUrl(orderNo) : null}
            onCheck={pending.check}
            onDismiss={pending.dismiss}
          />
          <RechargeCard />
        </div>
        <div className={styles.col}>
          <PagedCard
            title={m.statement}
            testId="statement-card"
            list={statement}
            empty={{ title: m.statementEmpty, text: m.statementEmptyHint }}
          >
            {(items) => <StatementList items={items} />}
          </PagedCard>
        </div>
      </div>
    </div>
  );
}
