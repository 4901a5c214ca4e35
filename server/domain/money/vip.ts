import { VIP_LEVEL } from '../../../protocol/money';
import type { VipInfo } from '../../../protocol/money-vip';
import type { Db, DbOrTrx } from '../../db/database';
import { activeGoods } from './goods';
import type { GoodsRow } from './goods';
import { transfer } from './ledger';
import { once } from './ledger-idempotency';
import { membershipInForce, priceCard, quoteCards, VIP_MAX_AHEAD_YEARS } from './vip-quote';
import { pageOf, recordVipNotice, Refusal } from '../common';
import type { Paging } from '../common';
import { activeVipLevel } from '../accounts';

// VIP cards bought with gold (`exchange`), priced by vip-quote.ts. An operator's grant of days
// (nextMembership) gives time without gold:
// - same tier: extends from the current expiry (or from now when expired);
// - higher tier: starts now; the days left of the lower tier convert pro rata to their daily price into
//   extra days of the new tier;
// - lifetime never expires; a tier below the one in force is refused.

const DAY_S = 86_400;
const MAX_AHEAD_S = VIP_MAX_AHEAD_YEARS * 365 * DAY_S;

export interface Membership {
  level: number;
  /** null: never expires (lifetime) or no membership. */
  expiresAt: number | null;
}

/** The daily price of a tier's card, as [price, days] (a fraction, kept exact). */
export type DailyPrice = [number, number];

/**
 * The membership after an operator grants `card`'s days over `current` at `nowS`.
 * @throws Refusal money.vip_lower when the card's tier is below the one in force, money.vip_too_far when the
 *   membership would run more than VIP_MAX_AHEAD_YEARS ahead.
 */
export function nextMembership(
  current: Membership,
  card: { level: number; days: number },
  nowS: number,
  lowerDaily: DailyPrice | null,
  cardDaily: DailyPrice,
): Membership {
  const active = activeVipLevel({ vip_level: current.level, vip_expires_at: current.expiresAt }, nowS);
  if (card.level < active || active === VIP_LEVEL.LIFETIME) throw new Refusal('money.vip_lower');
  if (card.level === VIP_LEVEL.LIFETIME || card.days === 0) return { level: card.level, expiresAt: null };
  const length = card.days * DAY_S;
  const capped = (expiresAt: number): Membership => {
    if (expiresAt > nowS + MAX_AHEAD_S) throw new Refusal('money.vip_too_far', { years: VIP_MAX_AHEAD_YEARS });
    return { level: card.level, expiresAt };
  };
  if (card.level === active && current.expiresAt !== null) return capped(current.expiresAt + length);
  let extra = 0;
  if (active > 0 && current.expiresAt !== null && lowerDaily) {
    const left = current.expiresAt - nowS;
    // left × (lowPrice / lowDays) / (cardPrice / cardDays), rounded down.
    const [lowPrice, lowDays] = lowerDaily;
    const [cardPrice, cardDays] = cardDaily;
    extra = cardPrice > 0 && lowDays > 0 ? Math.floor((left * lowPrice * cardDays) / (lowDays * cardPrice)) : left;
  }
  return capped(nowS + length + extra);
}

/** The daily price of a tier's card (its active card first), or null when no card sells it. */
export async function dailyPriceOf(db: DbOrTrx, level: number): Promise<DailyPrice | null> {
  const g = await db
    .selectFrom('goods')
    .select(['price_gold', 'vip_days'])
    .where('kind', '=', 'vip')
    .where('vip_level', '=', level)
    .where('vip_days', '>', 0)
    .orderBy('active', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return g ? [g.price_gold, g.vip_days] : null;
}

export async function vipInfo(db: DbOrTrx, userId: number, nowS: number, paging: Paging = {}): Promise<VipInfo> {
  const { pageSize, offset } = pageOf(paging);
  const base = db.selectFrom('vip_grants as v').where('v.user_id', '=', userId);
  const [history, count, inForce] = await Promise.all([
    base
      .leftJoin('goods as g', 'g.id', 'v.goods_id')
      .select([
        'v.level',
        'v.from_level',
        'v.goods_id',
        'g.name',
        'g.name_en',
        'v.price_gold',
        'v.credit_gold',
        'v.starts_at',
        'v.expires_at',
        'v.created_at',
      ])
      .orderBy('v.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    membershipInForce(db, userId, nowS),
  ]);
  return {
    is_vip: inForce.level,
    expiresAt: inForce.level > 0 ? inForce.expiresAt : null,
    history: history.map((h) => ({
      level: h.level,
      fromLevel: h.from_level,
      goodsName: h.name ?? '',
      goodsNameEn: h.name_en ?? '',
      priceGold: h.price_gold,
      creditGold: h.credit_gold,
      startsAt: h.starts_at,
      expiresAt: h.expires_at,
      createdAt: h.created_at,
      ...(h.goods_id === 0 ? { granted: true } : {}),
    })),
    historyTotal: Number(count.n),
    quotes: await quoteCards(db, inForce, nowS),
  };
}

/**
 * The gate of VIP-only features: the level in force (expiry read) must reach `min`.
 * @throws Refusal money.vip_annual_required (421) when `min` is annual or higher, else post.vip_required (422).
 */
export async function requireVipLevel(db: DbOrTrx, userId: number, min: number, nowS: number): Promise<void> {
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (u && activeVipLevel(u, nowS) >= min) return;
  throw new Refusal(min >= VIP_LEVEL.ANNUAL ? 'money.vip_annual_required' : 'post.vip_required');
}

export interface Exchange {
  userId: number;
  goodsId: number;
  /** The charge the buyer confirmed (the card's quote); a different charge now is refused. */
  payGold: number;
  key: string;
}

/**
 * Buys a VIP card with gold at its quote: the price, less the unused value of a lower tier in force. The
 * buyer's row is locked first, so two purchases by one user price one after the other.
 * @throws Refusal money.goods_unknown, money.insufficient, money.vip_lower, money.vip_too_far,
 *   money.vip_quote_changed, money.key_reused.
 */
export async function exchange(db: Db, call: Exchange, nowS: number): Promise<VipInfo> {
  const request = { goodsId: call.goodsId, payGold: call.payGold };
  return once(db, { userId: call.userId, action: 'exchange', key: call.key, request }, nowS, async (trx) => {
    const card: GoodsRow = await activeGoods(trx, call.goodsId, 'vip');
    const inForce = await membershipInForce(trx, call.userId, nowS, true);
    const terms = { id: card.id, level: card.vip_level, days: card.vip_days, priceGold: card.price_gold };
    const quote = priceCard(inForce, terms, nowS);
    if (quote.payGold !== call.payGold) throw new Refusal('money.vip_quote_changed', { pay: quote.payGold });
    // Credit covering the whole price moves no gold: nothing goes through the ledger.
    const transferId =
      quote.payGold === 0
        ? 0
        : await transfer(trx, {
            kind: 'vip',
            uniq: `vip:${call.userId}:${call.key}`,
            userId: call.userId,
            ref: String(card.id),
            nowS,
            legs: [
              { account: { user: call.userId, kind: 'wallet' }, amount: -quote.payGold },
              { account: { platform: 'revenue' }, amount: quote.payGold },
            ],
          });
    await trx
      .updateTable('users')
      .set({ vip_level: quote.level, vip_expires_at: quote.expiresAt })
      .where('id', '=', call.userId)
      .execute();
    await trx
      .insertInto('vip_grants')
      .values({
        user_id: call.userId,
        goods_id: card.id,
        level: quote.level,
        from_level: inForce.level,
        starts_at: nowS,
        expires_at: quote.expiresAt,
        price_gold: quote.payGold,
        credit_gold: quote.creditGold,
        value_gold: quote.valueGold,
        transfer_id: transferId,
        created_at: nowS,
      })
      .execute();
    const to = { level: quote.level, expiresAt: quote.expiresAt };
    await recordVipNotice(trx, { userId: call.userId, from: inForce.level, to, gold: quote.payGold, nowS });
    return vipInfo(trx, call.userId, nowS);
  });
}
