import type { Order, OrderStatus, UnlockItem } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { AppLink } from '../../../nav/AppLink';
import { detailPath } from '../../common/post-paths';
import { Badge } from '../../../ui/Badge';
import type { BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime, formatGold, formatYuan } from '../../common/money-format';
import { useWalletMessages } from './messages';
import styles from './Money.module.css';

const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  created: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** What can be done with an unpaid order (My orders); without it the list only shows. */
export interface OrderActions {
  pay: (order: Order) => void;
  cancel: (order: Order) => void;
  /** The order an action is under way for. */
  busy: string | null;
}

/** Recharge orders with their state: what was bought, paid how much, when; an unpaid one can be paid or cancelled. */
export function OrderList({ items, actions }: { items: readonly Order[]; actions?: OrderActions }) {
  const m = useWalletMessages();
  const lang = useLang();
  return (
    <ul className={styles.list}>
      {items.map((o) => (
        <li key={o.orderNo} className={styles.item} data-testid="order-item" data-status={o.status}>
          <span className={styles.itemMain}>
            <b>{lang === 'en' ? o.goodsNameEn : o.goodsName}</b>
            <small className={styles.mono}>
              {m.orderNo} {o.orderNo}
            </small>
            <small>
              {o.paidAt
                ? `${m.paidAt} ${formatDateTime(o.paidAt, lang)}`
                : o.status === 'created'
                  ? `${m.expiresAt} ${formatDateTime(o.expiresAt, lang)}`
                  : `${m.orderTime} ${formatDateTime(o.createdAt, lang)}`}
            </small>
          </span>
          <span className={styles.itemSide}>
            <Badge tone={ORDER_TONE[o.status]}>{m[`order_${o.status}`]}</Badge>
            <b>{formatYuan(o.amountCents)}</b>
            <small>{m.packGold(formatGold(o.gold, lang))}</small>
            {actions && o.status === 'created' && (
              <span className={styles.noticeRow}>
                <Button
                  size="sm"
                  variant="primary"
                  loading={actions.busy === o.orderNo}
                  disabled={actions.busy !== null}
                  onClick={() => actions.pay(o)}
                  testId="order-pay"
                >
                  {m.payOrder}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={actions.busy !== null}
                  onClick={() => actions.cancel(o)}
                  testId="order-cancel"
                >
                  {m.cancelOrder}
                </Button>
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Contacts bought with gold: the post, the contact, the price. */
export function UnlockList({ items }: { items: readonly UnlockItem[] }) {
  const m = useWalletMessages();
  const lang = useLang();
  return (
    <ul className={styles.list}>
      {items.map((u) => (
        <li key={u.postId} className={styles.item} data-testid="unlock-item">
          <span className={styles.itemMain}>
            <AppLink to={detailPath(u.kind, u.postId)}>
              <b>{u.title}</b>
            </AppLink>
            <small className={styles.mono}>{u.contact}</small>
            <small>{m.unlockedAt(formatDateTime(u.createdAt, lang))}</small>
          </span>
          <span className={styles.itemSide}>
            <span className={styles.minus}>−{formatGold(u.priceGold, lang)}</span>
            <small>{m.gold}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
