import { VIP_LEVEL } from '../../../protocol/money';
import type { VipInfo } from '../../../protocol/money';
import type { Db, DbOrTrx } from '../../db/database';
import { activeGoods } from './goods';
import type { GoodsRow } from './goods';
import { transfer } from './ledger';
import { once } from './ledger-idempotency';
import { recordVipNotice } from '../common';
import { Refusal } from '../common';
import { activeVipLevel } from '../accounts';

// VIP cards bought with gold (`exchange`). How a card changes the membership in force:
// - same tier: extends from the current expiry (or from now when expired);
// - higher tier: starts now; the days left of the lower tier convert pro rata to their daily price into
//   extra days of the new tier;
// - lifetime never expires; a card below the tier in force is refused (it would shorten nothing useful).

const DAY_S = 86_400;
/** How far ahead a membership may run: beyond this the lifetime card is the product (and times stay 32-bit). */
export const VIP_MAX_AHEAD_YEARS = 10;
const MAX_AHEAD_S = VIP_MAX_AHEAD_YEARS * 365 * DAY_S;

export interface Membership {
  level: number;
  /** null: never expires (lifetime) or no membership. */
  expiresAt: number | null;
}

/** The daily price of a tier's card, as [price, days] (a fraction, kept exact). */
export type DailyPrice = [number, number];

/**
 * The membership after buying `card` over `current` at `nowS`.
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

export async function vipInfo(db: DbOrTrx, userId: number, nowS: number): Promise<VipInfo> {
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('vip_grants as v')
    .leftJoin('goods as g', 'g.id', 'v.goods_id')
    .select([
      'v.level',
      'v.from_level',
      'v.goods_id',
      'g.name',
      'g.name_en',
      'v.price_gold',
      'v.starts_at',
      'v.expires_at',
      'v.created_at',
    ])
    .where('v.user_id', '=', userId)
    .orderBy('v.id', 'desc')
    .limit(50)
    .execute();
  const level = activeVipLevel(u, nowS);
  return {
    is_vip: level,
    expiresAt: level > 0 ? u.vip_expires_at : null,
    history: history.map((h) => ({
      level: h.level,
      fromLevel: h.from_level,
      goodsName: h.name ?? '',
      goodsNameEn: h.name_en ?? '',
      priceGold: h.price_gold,
      startsAt: h.starts_at,
      expiresAt: h.expires_at,
      createdAt: h.created_at,
      ...(h.goods_id === 0 ? { granted: true } : {}),
    })),
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
  key: string;
}

/**
 * Buys a VIP card with gold. The debit comes first: it locks the buyer's wallet row, so two purchases by one
 * user run one after the other and each extends what the other left.
 * @throws Refusal money.goods_unknown, money.insufficient, money.vip_lower, money.key_reused.
 */
export async function exchange(db: Db, call: Exchange, nowS: number): Promise<VipInfo> {
  const request = { goodsId: call.goodsId };
  return once(db, { userId: call.userId, action: 'exchange', key: call.key, request }, nowS, async (trx) => {
    const card: GoodsRow = await activeGoods(trx, call.goodsId, 'vip');
    const transferId = await transfer(trx, {
      kind: 'vip',
      uniq: `vip:${call.userId}:${call.key}`,
      userId: call.userId,
      ref: String(card.id),
      nowS,
      legs: [
        { account: { user: call.userId, kind: 'wallet' }, amount: -card.price_gold },
        { account: { platform: 'revenue' }, amount: card.price_gold },
      ],
    });
    const u = await trx
      .selectFrom('users')
      .select(['vip_level', 'vip_expires_at'])
      .where('id', '=', call.userId)
      .executeTakeFirstOrThrow();
    const current = { level: u.vip_level, expiresAt: u.vip_expires_at };
    const active = activeVipLevel(u, nowS);
    const lowerDaily = active > 0 && active < card.vip_level ? await dailyPriceOf(trx, active) : null;
    const next = nextMembership(current, { level: card.vip_level, days: card.vip_days }, nowS, lowerDaily, [
      card.price_gold,
      card.vip_days,
    ]);
    await trx
      .updateTable('users')
      .set({ vip_level: next.level, vip_expires_at: next.expiresAt })
      .where('id', '=', call.userId)
      .execute();
    await trx
      .insertInto('vip_grants')
      .values({
        user_id: call.userId,
        goods_id: card.id,
        level: next.level,
        from_level: active,
        starts_at: nowS,
        expires_at: next.expiresAt,
        price_gold: card.price_gold,
        transfer_id: transferId,
        created_at: nowS,
      })
      .execute();
    await recordVipNotice(trx, { userId: call.userId, from: active, to: next, gold: card.price_gold, nowS });
    return vipInfo(trx, call.userId, nowS);
  });
}
