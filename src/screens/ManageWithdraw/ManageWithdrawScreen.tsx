import { useState } from 'react';
import { errorText } from '../../features/common/error-text';
import { AccountList } from '../../features/money/withdraw/AccountList';
import { AddAccountForm } from '../../features/money/withdraw/AddAccountForm';
import { useWithdrawMessages } from '../../features/money/withdraw/messages';
import { useAccounts } from '../../features/money/withdraw/useAccounts';
import { useWithdrawals } from '../../features/money/withdraw/useWithdrawals';
import { WithdrawalList } from '../../features/money/withdraw/WithdrawalList';
import { WithdrawForm } from '../../features/money/withdraw/WithdrawForm';
import { BalanceCard } from '../../features/money/wallet/BalanceCard';
import { useWalletMessages } from '../../features/money/wallet/messages';
import { PagedCard } from '../../features/money/wallet/PagedCard';
import styles from '../../features/money/wallet/Money.module.css';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SkeletonRows } from '../../ui/Skeleton';

/** /user/manage-withdraw: payout accounts, the withdrawal form with its rules, and the requests' states. */
export function ManageWithdrawScreen() {
  const m = useWithdrawMessages();
  const wm = useWalletMessages();
  const { list: accounts, remove, busyId } = useAccounts();
  const { wallet, withdrawals, used, requested } = useWithdrawals();
  const [adding, setAdding] = useState(false);
  const list = accounts.data ?? [];
  return (
    <div className={styles.screen} data-testid="manage-withdraw">
      <h1 className={styles.pageTitle}>{wm.manageWithdraw}</h1>
      <div className={styles.twoCols}>
        <div className={styles.col}>
          <BalanceCard wallet={wallet.data ?? null} />
          <section className={styles.card} data-testid="withdraw-card">
            <h2 className={styles.cardTitle}>{m.withdrawTitle}</h2>
            {(wallet.status === 'loading' || accounts.status === 'loading') && <SkeletonRows count={2} height={56} />}
            {wallet.status === 'error' && (
              <Notice role="alert">
                {errorText(wallet.error, wm.loadFailed)}{' '}
                <Button size="sm" variant="ghost" onClick={wallet.reload}>
                  {wm.retry}
                </Button>
              </Notice>
            )}
            {wallet.data && accounts.data && list.length === 0 && <p className={styles.hint}>{m.needAccount}</p>}
            {wallet.data && accounts.data && list.length > 0 && (
              <WithdrawForm
                rates={wallet.data.rates}
                balance={wallet.data.balance}
                used={used}
                accounts={list}
                onRequested={requested}
              />
            )}
          </section>
          <section className={styles.card} data-testid="accounts-card">
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{m.accounts}</h2>
              {!adding && (
                <Button size="sm" variant="accent" onClick={() => setAdding(true)} testId="account-add">
                  {m.addAccount}
                </Button>
              )}
            </div>
            {accounts.status === 'error' && (
              <Notice role="alert">
                {errorText(accounts.error, wm.loadFailed)}{' '}
                <Button size="sm" variant="ghost" onClick={accounts.reload}>
                  {wm.retry}
                </Button>
              </Notice>
            )}
            {accounts.data && list.length === 0 && !adding && (
              <p className={styles.hint} data-testid="accounts-empty">
                {m.accountsEmpty} · {m.accountsEmptyHint}
              </p>
            )}
            {list.length > 0 && <AccountList accounts={list} busyId={busyId} onRemove={remove} />}
            {adding && (
              <AddAccountForm
                onAdded={() => {
                  setAdding(false);
                  accounts.reload();
                }}
                onCancel={() => setAdding(false)}
              />
            )}
          </section>
        </div>
        <div className={styles.col}>
          <PagedCard
            title={m.history}
            testId="withdrawals-card"
            list={withdrawals}
            empty={{ title: m.historyEmpty, text: m.historyEmptyHint }}
          >
            {(items) => <WithdrawalList items={items} onChanged={requested} />}
          </PagedCard>
        </div>
      </div>
    </div>
  );
}
