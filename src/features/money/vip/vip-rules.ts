import type { Goods } from '../../../../protocol/money';

/** What buying a VIP card would do for a member at `level` (protocol: same tier renews, higher upgrades). */
export type CardAction = 'buy' | 'renew' | 'upgrade' | 'lower' | 'owned';

export function cardAction(card: Pick<Goods, 'vipLevel' | 'vipDays'>, level: number): CardAction {
  if (level <= 0) return 'buy';
  // A lifetime card never ends: there is nothing to renew.
  if (card.vipLevel === level) return card.vipDays === 0 ? 'owned' : 'renew';
  return card.vipLevel > level ? 'upgrade' : 'lower';
}

/** Gold still missing to pay `price` (0 when the balance covers it). */
export function shortfall(price: number, balance: number): number {
  return Math.max(0, price - balance);
}

/** Whole days from now until `expiresAt` (null: lifetime), never negative. */
export function daysLeft(expiresAt: number | null, nowS: number): number | null {
  if (expiresAt === null) return null;
  return Math.max(0, Math.ceil((expiresAt - nowS) / 86_400));
}
