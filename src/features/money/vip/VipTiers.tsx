import type { Goods } from '../../../../protocol/money';
import type { VipQuote } from '../../../../protocol/money-vip';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDay, formatGold } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useVipMessages } from './messages';
import { cardAction } from './vip-rules';
import vipStyles from './Vip.module.css';

interface Props {
  cards: readonly Goods[];
  /** The tier in force (0: none). */
  level: number;
  isLogin: boolean;
  /** The server's quotes for this member (null: a guest, or not read yet); a card without one waits. */
  quotes: readonly VipQuote[] | null;
  /** The card being bought, if one is. */
  busyId: number | null;
  onBuy: (card: Goods, quote: VipQuote | null) => void;
}

/** What a quoted card charges and until when it runs, or why it cannot be bought. */
function QuoteLine({ quote }: { quote: VipQuote }) {
  const m = useVipMessages();
  const lang = useLang();
  if (quote.action === 'refused') return quote.refusal === 'money.vip_too_far' ? <small>{m.tooFar}</small> : null;
  const until = quote.expiresAt === null ? m.forever : m.until(formatDay(quote.expiresAt, lang));
  return (
    <small data-testid={`vip-quote-${quote.level}`}>
      {m.youPay(formatGold(quote.payGold, lang), until)}
      {quote.creditGold > 0 && ` (${m.credited(formatGold(quote.creditGold, lang))})`}
    </small>
  );
}

/** The VIP cards with their prices in gold; each says what buying it would do for this viewer. */
export function VipTiers({ cards, level, isLogin, quotes, busyId, onBuy }: Props) {
  const m = useVipMessages();
  const lang = useLang();
  return (
    <ul className={vipStyles.tiers} data-testid="vip-tiers">
      {cards.map((c) => {
        const action = cardAction(c, level);
        const current = level > 0 && c.vipLevel === level;
        const quote = quotes?.find((q) => q.goodsId === c.id) ?? null;
        const waiting = isLogin && quote === null;
        const blocked = action === 'lower' || action === 'owned' || quote?.action === 'refused';
        const label = !isLogin ? m.loginToBuy : m[action];
        return (
          <li
            key={c.id}
            className={`${vipStyles.tier} ${current ? vipStyles.current : ''}`}
            data-testid="vip-tier"
            data-level={c.vipLevel}
          >
            <span className={styles.itemMain}>
              <b>
                {lang === 'en' ? c.nameEn : c.name} {current && <Badge tone="gold">{m.current}</Badge>}
              </b>
              <small>{c.vipDays === 0 ? m.lifetime : m.days(c.vipDays)}</small>
              {quote && <QuoteLine quote={quote} />}
            </span>
            <span className={styles.itemSide}>
              <span className={vipStyles.price}>{m.priceGold(formatGold(c.priceGold, lang))}</span>
              <Button
                size="sm"
                variant={blocked ? 'secondary' : 'primary'}
                disabled={blocked || waiting || (busyId !== null && busyId !== c.id)}
                loading={busyId === c.id}
                onClick={() => onBuy(c, quote)}
                testId={`vip-buy-${c.vipLevel}`}
              >
                {label}
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
