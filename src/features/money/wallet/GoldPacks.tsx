import type { Goods } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { formatGold, formatYuan } from '../../common/money-format';
import { useWalletMessages } from './messages';
import styles from './Money.module.css';

interface Props {
  packs: readonly Goods[];
  selected: number | null;
  onSelect: (id: number) => void;
}

/** The gold packs as a two-column choice: gold credited, price paid. */
export function GoldPacks({ packs, selected, onSelect }: Props) {
  const m = useWalletMessages();
  const lang = useLang();
  return (
    <div className={styles.grid} role="group" aria-label={m.packsTitle}>
      {packs.map((p) => (
        <button
          key={p.id}
          type="button"
          className={styles.option}
          aria-pressed={selected === p.id}
          data-testid={`gold-pack-${p.id}`}
          onClick={() => onSelect(p.id)}
        >
          <b>{m.packGold(formatGold(p.gold, lang))}</b>
          <span>{formatYuan(p.priceCents)}</span>
        </button>
      ))}
    </div>
  );
}
