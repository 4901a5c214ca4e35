import { PostgresAdapter } from 'kysely';
import { VIP_LEVEL } from '../../../protocol/money';
import type { VipQuote } from '../../../protocol/money-vip';
import type { DbOrTrx } from '../../db/database';
import { Refusal } from '../common';
import { activeVipLevel } from '../accounts';

// What a VIP card costs this member now, and what it gives. A card is priced against the membership in force:
// - none (or expired): the card's price, from now;
// - the same tier: the card's price, extending from the current end date;
// - a higher tier: the card's price less the unused value of the membership in force (credit), from now;
//   credit beyond the price becomes extra days of the new tier at its daily price, so no paid time is lost
//   (lifetime covers any time left);
// - a lower tier, or anything over lifetime: refused.
// The unused value is the gold actually paid for the membership in force (each grant row keeps it as
// `value_gold`, spread evenly from its `starts_at` to its `expires_at`) times the share of that time left,
// rounded up to the coin: days an operator gave for free carry no value, and a share of at most 1 never
// credits more than was paid. Rounded down, a card lost a coin in its first second, so the quotes a purchase
// answered with were stale before an upgrade straight after it could use them.

const DAY_S = 86_400;
/** How far ahead a membership may run: beyond this the lifetime card is the product (and times stay 32-bit). */
export const VIP_MAX_AHEAD_YEARS = 10;
const MAX_AHEAD_S = VIP_MAX_AHEAD_YEARS * 365 * DAY_S;

/** The membership in force and the gold still unused in it. */
export interface InForce {
  /** The tier in force now (0: none or expired). */
  level: number;
  /** null: lifetime or none. */
  expiresAt: number | null;
  unusedGold: number;
}

export interface CardTerms {
  id: number;
  level: number;
  /** 0: lifetime. */
  days: number;
  priceGold: number;
}

/** A quote with the paid value the membership will carry once bought (kept on its grant row). */
export interface PricedCard extends VipQuote {
  valueGold: number;
}

/** The unused part of `valueGold` spread over [startsAt, expiresAt] at `nowS`, rounded up to the coin. */
export function unusedValue(
  grant: { valueGold: number; startsAt: number; expiresAt: number | null },
  nowS: number,
): number {
  if (grant.expiresAt === null) return 0;
  const span = grant.expiresAt - grant.startsAt;
  if (span <= 0 || grant.valueGold <= 0) return 0;
  const left = Math.min(span, Math.max(0, grant.expiresAt - nowS));
  return Math.ceil((grant.valueGold * left) / span);
}

/**
 * What buying `card` over `inForce` at `nowS` charges and gives.
 * @throws Refusal money.vip_lower (a tier below the one in force, or anything over lifetime), money.vip_too_far.
 */
export function priceCard(inForce: InForce, card: CardTerms, nowS: number): PricedCard {
  const active = inForce.level;
  if (active === VIP_LEVEL.LIFETIME || card.level < active) throw new Refusal('money.vip_lower');
  const lifetime = card.level === VIP_LEVEL.LIFETIME || card.days === 0;
  const base = { goodsId: card.id, level: card.level, priceGold: card.priceGold };
  const length = card.days * DAY_S;
  const capped = (expiresAt: number): number => {
    if (expiresAt > nowS + MAX_AHEAD_S) throw new Refusal('money.vip_too_far', { years: VIP_MAX_AHEAD_YEARS });
    return expiresAt;
  };
  if (active === 0) {
    const expiresAt = lifetime ? null : capped(nowS + length);
    return { ...base, action: 'buy', creditGold: 0, payGold: card.priceGold, expiresAt, valueGold: card.priceGold };
  }
  const unused = inForce.unusedGold;
  if (card.level === active && inForce.expiresAt !== null) {
    const expiresAt = capped(inForce.expiresAt + length);
    return {
      ...base,
      action: 'renew',
      creditGold: 0,
      payGold: card.priceGold,
      expiresAt,
      valueGold: unused + card.priceGold,
    };
  }
  const credit = Math.min(unused, card.priceGold);
  const payGold = card.priceGold - credit;
  const valueGold = payGold + unused;
  if (lifetime) return { ...base, action: 'upgrade', creditGold: credit, payGold, expiresAt: null, valueGold };
  const excess = unused - credit;
  const left = inForce.expiresAt === null ? 0 : Math.max(0, inForce.expiresAt - nowS);
  const extra = excess === 0 ? 0 : card.priceGold > 0 ? Math.floor((excess * length) / card.priceGold) : left;
  return {
    ...base,
    action: 'upgrade',
    creditGold: credit,
    payGold,
    expiresAt: capped(nowS + length + extra),
    valueGold,
  };
}

/**
 * The caller's membership in force and its unused gold. With `lock` (a purchase, in its transaction), the
 * user's row is locked on PostgreSQL so two purchases at once price one after the other (SQLite runs one
 * writer at a time anyway). The newest grant row values the membership only while it still describes it: a
 * membership set another way has no credit.
 */
export async function membershipInForce(db: DbOrTrx, userId: number, nowS: number, lock = false): Promise<InForce> {
  let q = db.selectFrom('users').select(['vip_level', 'vip_expires_at']).where('id', '=', userId);
  if (lock && db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  const u = await q.executeTakeFirstOrThrow();
  const level = activeVipLevel(u, nowS);
  if (level === 0) return { level: 0, expiresAt: null, unusedGold: 0 };
  const grant = await db
    .selectFrom('vip_grants')
    .select(['level', 'starts_at', 'expires_at', 'value_gold'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const describes = grant && grant.level === u.vip_level && grant.expires_at === u.vip_expires_at;
  const unusedGold = describes
    ? unusedValue({ valueGold: grant.value_gold, startsAt: grant.starts_at, expiresAt: grant.expires_at }, nowS)
    : 0;
  return { level, expiresAt: u.vip_expires_at, unusedGold };
}

/** Every active VIP card priced for this member; a card the rules refuse says which refusal. */
export async function quoteCards(db: DbOrTrx, inForce: InForce, nowS: number): Promise<VipQuote[]> {
  const cards = await db
    .selectFrom('goods')
    .select(['id', 'vip_level', 'vip_days', 'price_gold'])
    .where('kind', '=', 'vip')
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return cards.map((c) => {
    const terms = { id: c.id, level: c.vip_level, days: c.vip_days, priceGold: c.price_gold };
    try {
      const { valueGold: _value, ...quote } = priceCard(inForce, terms, nowS);
      return quote;
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      const refusal = err.code === 'money.vip_too_far' ? 'money.vip_too_far' : 'money.vip_lower';
      const refused: VipQuote = {
        goodsId: c.id,
        level: c.vip_level,
        priceGold: c.price_gold,
        action: 'refused',
        creditGold: 0,
        payGold: 0,
        expiresAt: null,
        refusal,
      };
      return refused;
    }
  });
}
