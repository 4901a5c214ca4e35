import { useState } from 'react';
import type { Goods } from '../../../../protocol/money';
import type { VipInfo, VipQuote } from '../../../../protocol/money-vip';
import { go, requireLogin } from '../../../nav/nav';
import { showConfirm, showToast } from '../../../state/overlay';
import { user } from '../../../state/user';
import { useLang } from '../../../i18n';
import { fetchProfile } from '../../accounts/auth/session';
import { errorTips, refusalCode } from '../../common/error-text';
import { formatDay, formatGold } from '../../common/money-format';
import { useMoneyAction } from '../wallet/useMoneyAction';
import { forgetWallet } from '../wallet/useWallet';
import { useVipMessages } from './messages';
import { shortfall } from './vip-rules';

interface Options {
  /** The page to come back to after logging in. */
  returnTo: string;
  /** The balance, when known (null for a guest or while loading: the server decides). */
  balance: number | null;
  onBought: (info: VipInfo) => void;
  /** The quotes are stale (the server priced the card differently): read them again. */
  onStale: () => void;
}

/**
 * Buying a VIP card with gold: a guest logs in first; not enough gold offers the way to recharge (also when
 * the server says so); otherwise the server's quote is confirmed (what is paid, what is credited, until when),
 * then `exchange` sends that figure with one idempotency key per purchase. A quote that moved meanwhile is
 * refused by the server, which names the new figure; the quotes are read again.
 */
export function useBuyVip({ returnTo, balance, onBought, onStale }: Options) {
  const m = useVipMessages();
  const lang = useLang();
  const exchange = useMoneyAction('/api/order/exchange');
  const [busyId, setBusyId] = useState<number | null>(null);

  const offerRecharge = async (pay: number, have: number) => {
    const ok = await showConfirm({
      title: m.notEnoughTitle,
      message: m.notEnough(formatGold(pay, lang), formatGold(have, lang)),
      confirmText: m.goRecharge,
    });
    if (ok) go('/user/manage-gold');
  };

  const buy = async (card: Goods, quote: VipQuote | null) => {
    if (!requireLogin(returnTo) || !quote || quote.action === 'refused') return;
    const pay = quote.payGold;
    if (balance !== null && shortfall(pay, balance) > 0) return offerRecharge(pay, balance);
    const name = lang === 'en' ? card.nameEn : card.name;
    const until = quote.expiresAt === null ? m.forever : m.until(formatDay(quote.expiresAt, lang));
    const payText = formatGold(pay, lang);
    const ok = await showConfirm({
      title: m.confirmTitle,
      message:
        quote.creditGold > 0
          ? m.confirmUpgrade(name, payText, formatGold(quote.creditGold, lang), until)
          : m.confirmBuy(name, payText, until),
    });
    if (!ok) return;
    setBusyId(card.id);
    try {
      const info = await exchange.run({ goodsId: card.id, payGold: pay });
      if (!info) return;
      forgetWallet();
      showToast(m.bought(name));
      onBought(info);
      // The profile carries is_vip, which gates VIP pages and re-reads locked posts.
      if (user.isLogin) await fetchProfile().catch(() => undefined);
    } catch (err) {
      const code = refusalCode(err);
      if (code === 'money.insufficient') await offerRecharge(pay, balance ?? 0);
      else errorTips(err);
      if (code === 'money.vip_quote_changed' || code === 'money.vip_lower' || code === 'money.vip_too_far') onStale();
    } finally {
      setBusyId(null);
    }
  };
  return { buy, busyId };
}
