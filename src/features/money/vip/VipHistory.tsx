import type { VipGrant } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { formatDateTime, formatDay, formatGold } from '../../common/money-format';
import { tierKey, useMoneyWords } from '../../common/messages';
import styles from '../wallet/Money.module.css';
import { useVipMessages } from './messages';

/** Every card bought (or granted by support): when, which tier from which, the price and the end date it gave. */
export function VipHistory({ history }: { history: readonly VipGrant[] }) {
  const m = useVipMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  return (
    <section className={styles.card} data-testid="vip-history">
      <h2 className={styles.cardTitle}>{m.history}</h2>
      {history.length === 0 ? (
        <p className={styles.hint}>{m.historyEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {history.map((g) => (
            <li key={`${g.createdAt}-${g.level}-${g.startsAt}`} className={styles.item} data-testid="vip-grant">
              <span className={styles.itemMain}>
                <b>{g.granted ? m.granted : lang === 'en' ? g.goodsNameEn : g.goodsName}</b>
                <small>{m.historyLine(wm[tierKey(g.fromLevel)], wm[tierKey(g.level)])}</small>
                <small>{formatDateTime(g.createdAt, lang)}</small>
              </span>
              <span className={styles.itemSide}>
                {!g.granted && <span className={styles.minus}>−{formatGold(g.priceGold, lang)}</span>}
                <small>{g.expiresAt === null ? m.forever : m.until(formatDay(g.expiresAt, lang))}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
