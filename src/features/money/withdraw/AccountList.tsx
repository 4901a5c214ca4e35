import type { PayoutAccount } from '../../../../protocol/money';
import { Button } from '../../../ui/Button';
import styles from '../wallet/Money.module.css';
import { useWithdrawMessages } from './messages';

interface Props {
  accounts: readonly PayoutAccount[];
  /** The account being deleted, if one is. */
  busyId: number | null;
  onRemove: (a: PayoutAccount) => void;
}

/** Payout accounts as the server shows them: method, holder, the bank of a card and the masked number. */
export function AccountList({ accounts, busyId, onRemove }: Props) {
  const m = useWithdrawMessages();
  return (
    <ul className={styles.list} data-testid="payout-accounts">
      {accounts.map((a) => (
        <li key={a.id} className={styles.item} data-testid="payout-account" data-id={a.id}>
          <span className={styles.itemMain}>
            <b>
              {m[`method_${a.method}`]} · {a.holder}
            </b>
            <small className={styles.mono} data-testid="payout-account-no">
              {a.bankName ? `${a.bankName} ` : ''}
              {a.accountNo}
            </small>
          </span>
          <Button
            size="sm"
            variant="ghost"
            loading={busyId === a.id}
            onClick={() => onRemove(a)}
            testId="payout-account-remove"
          >
            {m.remove}
          </Button>
        </li>
      ))}
    </ul>
  );
}
