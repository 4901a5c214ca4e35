import { useState } from 'react';
import { useWalletMessages } from '../../features/money/wallet/messages';
import { OrderList, UnlockList } from '../../features/money/wallet/OrderList';
import { PagedCard } from '../../features/money/wallet/PagedCard';
import { useOrderActions } from '../../features/money/wallet/useOrderActions';
import { useOrders, useUnlocks } from '../../features/money/wallet/useOrders';
import styles from '../../features/money/wallet/Money.module.css';
import { AppLink } from '../../nav/AppLink';
import { Button, buttonClass } from '../../ui/Button';

type Tab = 'orders' | 'unlocks';

/** /user/my-order: recharge orders with their states (an unpaid one paid or cancelled here), and the contacts I unlocked. */
export function MyOrderScreen() {
  const m = useWalletMessages();
  const [tab, setTab] = useState<Tab>('orders');
  const orders = useOrders(tab === 'orders');
  const unlocks = useUnlocks(tab === 'unlocks');
  const actions = useOrderActions(orders.reload);
  return (
    <div className={`${styles.screen} ${styles.narrow}`} data-testid="my-order">
      <h1 className={styles.pageTitle}>{m.myOrders}</h1>
      <div className={styles.tabs} role="tablist">
        {(['orders', 'unlocks'] as const).map((t) => (
          <Button
            key={t}
            variant="chip"
            selected={tab === t}
            role="tab"
            aria-selected={tab === t}
            onClick={() => setTab(t)}
            testId={`my-order-tab-${t}`}
          >
            {t === 'orders' ? m.ordersTab : m.unlocksTab}
          </Button>
        ))}
      </div>
      {tab === 'orders' ? (
        <PagedCard
          testId="orders-card"
          list={orders}
          empty={{
            title: m.ordersEmpty,
            text: m.ordersEmptyHint,
            action: (
              <AppLink to="/user/manage-gold" className={buttonClass({ variant: 'primary' })}>
                {m.goToRecharge}
              </AppLink>
            ),
          }}
        >
          {(items) => <OrderList items={items} actions={actions} />}
        </PagedCard>
      ) : (
        <PagedCard testId="unlocks-card" list={unlocks} empty={{ title: m.unlocksEmpty, text: m.unlocksEmptyHint }}>
          {(items) => <UnlockList items={items} />}
        </PagedCard>
      )}
    </div>
  );
}
