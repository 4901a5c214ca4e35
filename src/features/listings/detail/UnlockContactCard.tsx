import { useLang } from '../../../i18n';
import { go, requireLogin } from '../../../nav/nav';
import { showConfirm, showToast } from '../../../state/overlay';
import { useUser } from '../../../state/user';
import { Button } from '../../../ui/Button';
import { errorTips, refusalCode } from '../../common/error-text';
import { LockIcon } from '../../common/icons';
import { formatGold } from '../../common/money-format';
import { useMoneyAction } from '../../money/wallet/useMoneyAction';
import { forgetWallet, useWallet } from '../../money/wallet/useWallet';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/**
 * A VIP post's hidden contact for a non-member: pay the unlock price in gold (userBuyInfo, one key per
 * unlock) and the contact shows; not enough gold leads to the recharge page. A guest logs in first.
 */
export function UnlockContactCard({
  postId,
  returnTo,
  onUnlocked,
}: {
  postId: number;
  returnTo: string;
  onUnlocked: () => void;
}) {
  const m = useDetailMessages();
  const lang = useLang();
  const { isLogin } = useUser();
  const wallet = useWallet();
  const unlock = useMoneyAction('/api/info/userBuyInfo');
  const price = wallet.data?.rates.unlockPriceGold ?? null;
  const priceText = price === null ? '…' : formatGold(price, lang);

  const offerRecharge = async () => {
    const ok = await showConfirm({
      title: m.notEnoughTitle,
      message: m.notEnough(priceText),
      confirmText: m.goRecharge,
    });
    if (ok) go('/user/manage-gold');
  };

  const buy = async () => {
    if (!requireLogin(returnTo) || price === null) return;
    if (wallet.data && wallet.data.balance < price) return offerRecharge();
    const ok = await showConfirm({ title: m.unlockConfirmTitle, message: m.unlockConfirm(priceText) });
    if (!ok) return;
    try {
      const got = await unlock.run({ id: postId });
      if (!got) return;
      forgetWallet();
      // Another tab may have paid for it a moment before: say so rather than announce a second unlock.
      showToast(got.alreadyUnlocked ? m.alreadyUnlocked : m.unlocked);
      onUnlocked();
    } catch (err) {
      if (refusalCode(err) === 'money.insufficient') await offerRecharge();
      else errorTips(err);
    }
  };

  return (
    <div className={`${styles.contact} ${styles.locked} ${styles.withActions}`} data-testid="detail-contact-unlock">
      <span className={styles.contactIcon}>
        <LockIcon />
      </span>
      <span className={styles.contactText}>
        <small>{m.unlockTitle}</small>
        <b>{isLogin ? m.unlockHint(priceText) : m.unlockLogin}</b>
      </span>
      <span className={styles.contactActions}>
        <Button
          variant="accent"
          size="sm"
          loading={unlock.busy}
          disabled={isLogin && price === null}
          onClick={buy}
          testId="detail-unlock"
        >
          {isLogin ? m.unlockBuy(priceText) : m.loginToSee}
        </Button>
      </span>
    </div>
  );
}
