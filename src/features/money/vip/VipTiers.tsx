import type { Goods } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatGold } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useVipMessages } from './messages';
import { cardAction } from './vip-rules';
import vipStyles from './Vip.module.css';

interface Props {
  cards: readonly Goods[];
  /** The tier in force (0: none). */
  level: number;
  isLogin: boolean;
  /** The card being bought, if one is. */
  busyId: number | null;
  onBuy: (card: Goods) => void;
}

/** The VIP cards with their prices in gold; each says what buying it would do for this viewer. */
export function VipTiers({ cards, level, isLogin, busyId, onBuy }: Props) {
  const m = useVipMessages();
  const lang = useLang();
  return (
    <ul className={vipStyles.tiers} data-testid="vip-tiers">
      {cards.map((c) => {
        const action = cardAction(c, level);
        const current = level > 0 && c.vipLevel === level;
        const blocked = action === 'lower' || action === 'owned';
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
            </span>
            <span className={styles.itemSide}>
              <span className={vipStyles.price}>{m.priceGold(formatGold(c.priceGold, lang))}</span>
              <Button
                size="sm"
                variant={blocked ? 'secondary' : 'primary'}
                disabled={blocked || (busyId !== null && busyId !== c.id)}
                loading={busyId === c.id}
                onClick={() => onBuy(c)}
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
