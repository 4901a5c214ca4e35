import type { MoneyDetail } from '../../../../protocol/money';
import { MONEY_DETAIL_LABEL } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import type { Lang } from '../../../i18n';
import { formatDateTime, formatGold, formatSigned } from '../../common/money-format';
import { useWalletMessages } from './messages';
import styles from './Money.module.css';

/** A statement line's name: the kind's label in the interface language (the server's label as a fallback). */
export function detailLabel(d: MoneyDetail, lang: Lang): string {
  const known = (MONEY_DETAIL_LABEL as Partial<Record<string, { zh: string; en: string }>>)[d.kind];
  return known ? known[lang] : d.label;
}

/** Statement lines: what moved, when, the signed amount and the balance right after it. */
export function StatementList({ items }: { items: readonly MoneyDetail[] }) {
  const m = useWalletMessages();
  const lang = useLang();
  return (
    <ul className={styles.list} data-testid="statement">
      {items.map((d) => (
        <li key={d.id} className={styles.item} data-testid="statement-line" data-kind={d.kind}>
          <span className={styles.itemMain}>
            <b>{detailLabel(d, lang)}</b>
            <small>{formatDateTime(d.createdAt, lang)}</small>
          </span>
          <span className={styles.itemSide}>
            <span className={d.amount > 0 ? styles.plus : styles.minus} data-testid="statement-amount">
              {formatSigned(d.amount, lang)}
            </span>
            <small data-testid="statement-balance">{m.balanceAfter(formatGold(d.balance, lang))}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
