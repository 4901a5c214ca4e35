import type { ReactNode } from 'react';
import type { VipGrant, VipInfo } from '../../../../protocol/money-vip';
import { useLang } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { formatDateTime, formatDay, formatGold } from '../../common/money-format';
import { tierKey, useMoneyWords } from '../../common/messages';
import styles from '../wallet/Money.module.css';
import { useVipMessages } from './messages';
import { useVipHistory } from './useVipInfo';

/** Every card bought (or granted by support), newest first, a page at a time ("more" asks the next). */
export function VipHistory({ info }: { info: VipInfo }) {
  const m = useVipMessages();
  const { rows, total, more, busy } = useVipHistory(info);
  const moreButton = rows.length < total && (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void more()} testId="vip-history-more">
      {m.more}
    </Button>
  );
  return <VipHistoryList history={rows} footer={moreButton} />;
}

/** The rows: when, which tier from which, the gold paid (and credited) and the end date it gave. */
function VipHistoryList({ history, footer }: { history: readonly VipGrant[]; footer?: ReactNode }) {
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
                {g.creditGold > 0 && <small>{m.credited(formatGold(g.creditGold, lang))}</small>}
                <small>{g.expiresAt === null ? m.forever : m.until(formatDay(g.expiresAt, lang))}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
