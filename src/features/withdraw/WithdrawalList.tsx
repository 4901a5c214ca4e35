import type { Withdrawal, WithdrawalStatus } from '../../../protocol/money';
import { useLang } from '../../i18n';
import { Badge } from '../../ui/Badge';
import type { BadgeTone } from '../../ui/Badge';
import { formatDateTime, formatGold, formatYuan } from '../wallet/money-format';
import styles from '../wallet/Money.module.css';
import { useWithdrawMessages } from './messages';

const TONE: Record<WithdrawalStatus, BadgeTone> = { pending: 'warning', paid: 'success', rejected: 'danger' };

/** Withdrawal requests with their state; a rejected one says why. */
export function WithdrawalList({ items }: { items: readonly Withdrawal[] }) {
  const m = useWithdrawMessages();
  const lang = useLang();
  return (
    <ul className={styles.list}>
      {items.map((w) => (
        <li key={w.id} className={styles.item} data-testid="withdrawal" data-status={w.status} data-id={w.id}>
          <span className={styles.itemMain}>
            <b>{m.amountGold(formatGold(w.amount, lang))}</b>
            <small>
              {w.account ? `${m[`method_${w.account.method}`]} ${w.account.accountNo}` : m.deleted} ·{' '}
              {formatDateTime(w.createdAt, lang)}
            </small>
            {w.status === 'rejected' && w.reason && (
              <small className={styles.reason} data-testid="withdrawal-reason">
                {m.rejectReason(w.reason)}
              </small>
            )}
            {w.decidedAt && <small>{m.decidedAt(formatDateTime(w.decidedAt, lang))}</small>}
          </span>
          <span className={styles.itemSide}>
            <Badge tone={TONE[w.status]} testId="withdrawal-status">
              {m[`status_${w.status}`]}
            </Badge>
            {w.payoutCents !== null && (
              <small data-testid="withdrawal-payout">{m.payout(formatYuan(w.payoutCents))}</small>
            )}
            {w.fee > 0 && <small>{m.fee(formatGold(w.fee, lang))}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}
