import { useState } from 'react';
import type { Goods, VipInfo } from '../../../../protocol/money';
import { go, requireLogin } from '../../../nav/nav';
import { showConfirm, showToast } from '../../../state/overlay';
import { user } from '../../../state/user';
import { useLang } from '../../../i18n';
import { fetchProfile } from '../../accounts/auth/session';
import { errorTips, refusalCode } from '../../common/error-text';
import { formatGold } from '../../common/money-format';
import { useMoneyAction } from '../wallet/useMoneyAction';
import { forgetWallet } from '../wallet/useWallet';
import { useVipMessages } from './messages';
import { cardAction, shortfall } from './vip-rules';

interface Options {
  /** The page to come back to after logging in. */
  returnTo: string;
  level: number;
  /** The balance, when known (null for a guest or while loading: the server decides). */
  balance: number | null;
  onBought: (info: VipInfo) => void;
}

/**
 * Buying a VIP card with gold: a guest logs in first; not enough gold offers the way to recharge (also when
 * the server says so); otherwise a confirmation, then `exchange` with one idempotency key per purchase.
 */
export function useBuyVip({ returnTo, level, balance, onBought }: Options) {
  const m = useVipMessages();
  const lang = useLang();
  const exchange = useMoneyAction('/api/order/exchange');
  const [busyId, setBusyId] = useState<number | null>(null);

  const offerRecharge = async (card: Goods, have: number) => {
    const ok = await showConfirm({
      title: m.notEnoughTitle,
      message: m.notEnough(formatGold(card.priceGold, lang), formatGold(have, lang)),
      confirmText: m.goRecharge,
    });
    if (ok) go('/user/manage-gold');
  };

  const buy = async (card: Goods) => {
    if (!requireLogin(returnTo)) return;
    if (balance !== null && shortfall(card.priceGold, balance) > 0) return offerRecharge(card, balance);
    const name = lang === 'en' ? card.nameEn : card.name;
    const price = formatGold(card.priceGold, lang);
    const upgrade = cardAction(card, level) === 'upgrade';
    const ok = await showConfirm({
      title: m.confirmTitle,
      message: upgrade ? m.confirmUpgrade(name, price) : m.confirmBuy(name, price),
    });
    if (!ok) return;
    setBusyId(card.id);
    try {
      const info = await exchange.run({ goodsId: card.id });
      if (!info) return;
      forgetWallet();
      showToast(m.bought(name));
      onBought(info);
      // The profile carries is_vip, which gates VIP pages and re-reads locked posts.
      if (user.isLogin) await fetchProfile().catch(() => undefined);
    } catch (err) {
      if (refusalCode(err) === 'money.insufficient') await offerRecharge(card, balance ?? 0);
      else errorTips(err);
    } finally {
      setBusyId(null);
    }
  };
  return { buy, busyId };
}
