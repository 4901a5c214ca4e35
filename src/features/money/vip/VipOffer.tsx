import type { VipInfo, VipQuote } from '../../../../protocol/money-vip';
import { useLang } from '../../../i18n';
import { AppLink } from '../../../nav/AppLink';
import { useUser } from '../../../state/user';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { SkeletonRows } from '../../../ui/Skeleton';
import { errorText } from '../../common/error-text';
import { CrownIcon } from '../../common/icons';
import { formatGold } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useGoods } from '../wallet/useGoods';
import { useWallet } from '../wallet/useWallet';
import { useMoneyWords } from '../../common/messages';
import { useBuyVip } from './useBuyVip';
import { useVipMessages } from './messages';
import { VipTiers } from './VipTiers';
import vipStyles from './Vip.module.css';

interface Props {
  /** Where a guest comes back after logging in to buy. */
  returnTo: string;
  /** The tier in force (from myVipInfo, else the profile). */
  level: number;
  /** The server's quotes for the caller (myVipInfo); null for a guest or while they load. */
  quotes: readonly VipQuote[] | null;
  onBought: (info: VipInfo) => void;
  /** Read the quotes again (a purchase found them stale). */
  onStale: () => void;
  /** Show the perks above the cards (the offer page). */
  perks?: boolean;
}

/** The VIP cards for sale with the viewer's balance; buying goes through useBuyVip. */
export function VipOffer({ returnTo, level, quotes, onBought, onStale, perks = false }: Props) {
  const m = useVipMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  const { isLogin } = useUser();
  const cards = useGoods('vip');
  const wallet = useWallet();
  const balance = wallet.data?.balance ?? null;
  // The balance on this card is the one just spent from: read it again once a purchase went through.
  const bought = (info: VipInfo) => {
    wallet.reload();
    onBought(info);
  };
  const { buy, busyId } = useBuyVip({ returnTo, balance, onBought: bought, onStale });
  return (
    <>
      {perks && (
        <section className={`${styles.card} ${vipStyles.hero}`} data-testid="vip-offer">
          <h2 className={styles.cardTitle}>{m.offerTitle}</h2>
          <p className={styles.hint}>{m.offerHint}</p>
          <ul className={vipStyles.perks}>
            {[m.perkPosts, m.perkContact, m.perkBooking].map((p) => (
              <li key={p}>
                <CrownIcon /> {p}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{m.tiersTitle}</h2>
          {balance !== null && (
            <AppLink to="/user/manage-gold" className={styles.hint} data-testid="vip-balance">
              {m.yourBalance(formatGold(balance, lang))} · {wm.recharge}
            </AppLink>
          )}
        </div>
        {cards.status === 'loading' && <SkeletonRows count={4} height={64} />}
        {cards.status === 'error' && (
          <Notice tone="danger" role="alert">
            {errorText(cards.error, m.loadFailed)}{' '}
            <Button size="sm" variant="ghost" onClick={cards.reload}>
              {m.retry}
            </Button>
          </Notice>
        )}
        {cards.data && (
          <VipTiers
            cards={cards.data}
            level={level}
            isLogin={isLogin}
            quotes={isLogin ? quotes : null}
            busyId={busyId}
            onBuy={buy}
          />
        )}
        <p className={styles.hint}>{m.renewRule}</p>
      </section>
    </>
  );
}
