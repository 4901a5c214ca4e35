import { useState } from 'react';
import type { Withdrawal, WithdrawalStatus } from '../../../../protocol/money';
import { showConfirm, showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { errorTips } from '../../common/error-text';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import type { BadgeTone } from '../../../ui/Badge';
import { formatDateTime, formatGold, formatYuan } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useWithdrawMessages } from './messages';
import { requestReply } from '../../../api/request';

const TONE: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  paying: 'info',
  paid: 'success',
  failed: 'danger',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** Statuses whose money is on its way or arrived: the only ones that name a payout and a fee. */
const PAYS: readonly WithdrawalStatus[] = ['pending', 'paying', 'paid'];

/** Withdrawal requests with their state; a rejected one says why, one under review can be cancelled. */
export function WithdrawalList({ items, onChanged }: { items: readonly Withdrawal[]; onChanged: () => void }) {
  const m = useWithdrawMessages();
  const lang = useLang();
  const [cancelling, setCancelling] = useState(0);
  const cancel = async (w: Withdrawal) => {
    const ask = {
      title: m.cancelRequest,
      message: m.cancelAsk(formatGold(w.amount, lang)),
      confirmText: m.cancelRequest,
      cancelText: m.keepRequest,
    };
    if (cancelling !== 0 || !(await showConfirm(ask))) return;
    setCancelling(w.id);
    try {
      const reply = await requestReply('/api/order/withdrawCancel', { id: w.id });
      showToast(reply.msg);
    } catch (err) {
      errorTips(err);
    } finally {
      setCancelling(0);
      // Cancelled here, or decided meanwhile by an operator: either way the list and the wallet moved.
      onChanged();
    }
  };
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
            {w.status === 'failed' && (
              <small className={styles.reason} data-testid="withdrawal-reason">
                {m.failReason(w.reason)}
              </small>
            )}
            {w.status === 'paying' && <small data-testid="withdrawal-paying">{m.payingHint}</small>}
            {w.decidedAt && <small>{m.decidedAt(formatDateTime(w.decidedAt, lang))}</small>}
          </span>
          <span className={styles.itemSide}>
            <Badge tone={TONE[w.status]} testId="withdrawal-status">
              {m[`status_${w.status}`]}
            </Badge>
            {/* What arrives, or will: a request sent back or taken back pays nothing. */}
            {w.payoutCents !== null && PAYS.includes(w.status) && (
              <small data-testid="withdrawal-payout">{m.payout(formatYuan(w.payoutCents))}</small>
            )}
            {w.fee > 0 && PAYS.includes(w.status) && (
              <small data-testid="withdrawal-fee">{m.fee(formatGold(w.fee, lang))}</small>
            )}
            {w.status === 'pending' && (
              <Button
                size="sm"
                variant="ghost"
                testId="withdrawal-cancel"
                loading={cancelling === w.id}
                onClick={() => void cancel(w)}
              >
                {m.cancelRequest}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
