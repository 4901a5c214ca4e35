// The VIP membership as the money calls show it: purchases and grants, and each card priced for the caller.

export interface VipGrant {
  level: number;
  fromLevel: number;
  goodsName: string;
  goodsNameEn: string;
  /** Gold paid: the card's price less creditGold. */
  priceGold: number;
  /** The unused value of the membership before it, credited against the card's price (an upgrade). */
  creditGold: number;
  startsAt: number;
  expiresAt: number | null;
  createdAt: number;
  /** An operator's grant (no card, no gold): goodsName and goodsNameEn are '' and priceGold 0. */
  granted?: boolean;
}

/** What buying a card would do: no membership in force, the same tier extended, a higher tier, or refused. */
export type VipQuoteAction = 'buy' | 'renew' | 'upgrade' | 'refused';

/** One VIP card priced for the caller now: what exchange charges for it and the end date it gives. */
export interface VipQuote {
  goodsId: number;
  level: number;
  /** The card's price. */
  priceGold: number;
  action: VipQuoteAction;
  /** The unused value of the membership in force credited against the price (upgrades; else 0). */
  creditGold: number;
  /** What exchange charges: priceGold − creditGold (0 when refused). exchange must be sent this figure. */
  payGold: number;
  /** The membership's end date once bought (null: never expires, or refused). */
  expiresAt: number | null;
  /** Why the card cannot be bought (action 'refused'). */
  refusal?: 'money.vip_lower' | 'money.vip_too_far';
}

export interface VipInfo {
  /** The tier in force now (0 when none or expired). */
  is_vip: number;
  expiresAt: number | null;
  /** One page of the purchases and grants, newest first (the page asked, 20 rows unless told). */
  history: VipGrant[];
  /** How many rows the whole history has. */
  historyTotal: number;
  /** Every VIP card on sale priced for the caller now. */
  quotes: VipQuote[];
}
