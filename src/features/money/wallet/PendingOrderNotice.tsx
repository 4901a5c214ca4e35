import { useLang } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { formatGold } from '../../common/money-format';
import { useWalletMessages } from './messages';
import type { PendingState } from './usePendingOrder';
import styles from './Money.module.css';

interface Props {
  state: PendingState;
  /** The pay page of the order, when this tab went there (to go back and pay). */
  payUrl: string | null;
  onCheck: () => void;
  onDismiss: () => void;
}

/** The recharge in progress: waiting (with a spinner), then paid or not paid. */
export function PendingOrderNotice({ state, payUrl, onCheck, onDismiss }: Props) {
  const m = useWalletMessages();
  const lang = useLang();
  if (state.phase === 'idle') return null;
  if (state.phase === 'settled') {
    const { order } = state;
    const paid = order.status === 'paid';
    return (
      <Notice
        tone={paid ? 'info' : 'warning'}
        role="status"
        testId="recharge-result"
        title={paid ? m.paidTitle : m.unpaidTitle}
      >
        <span className={styles.noticeRow}>
          <span data-status={order.status}>
            {paid ? m.paidText(formatGold(order.gold, lang)) : m.unpaidText(m[`order_${order.status}`])}
          </span>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {m.dismiss}
          </Button>
        </span>
      </Notice>
    );
  }
  const no = state.order?.orderNo ?? '';
  return (
    <Notice tone="info" role="status" testId="recharge-pending" title={m.pendingTitle}>
      <span className={styles.noticeRow}>
        {!state.slow && <Spinner size="sm" label={m.pendingTitle} />}
        <span>{state.slow ? m.pendingSlow : m.pendingText(no)}</span>
      </span>
      <span className={styles.noticeRow}>
        <Button size="sm" onClick={onCheck} testId="recharge-check">
          {m.pendingCheck}
        </Button>
        {payUrl && (
          <a className={styles.hint} href={payUrl}>
            {m.pendingPay}
          </a>
        )}
      </span>
    </Notice>
  );
}
