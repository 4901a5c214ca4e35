import type { Goods, GoodsKind, PayWay } from '../../../protocol/money';
import type { GoodsTable } from '../../db/schema-money';
import type { Selectable } from 'kysely';
import type { Gateways } from './payment-gateway';
import { Refusal } from '../common';
import type { DbOrTrx } from '../../db/database';

export type GoodsRow = Selectable<GoodsTable>;

export function toGoods(g: GoodsRow): Goods {
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    nameEn: g.name_en,
    priceCents: g.price_cents,
    priceGold: g.price_gold,
    gold: g.gold,
    vipLevel: g.vip_level,
    vipDays: g.vip_days,
  };
}

export async function listGoods(db: DbOrTrx, kind?: GoodsKind): Promise<Goods[]> {
  let q = db.selectFrom('goods').selectAll().where('active', '=', 1);
  if (kind) q = q.where('kind', '=', kind);
  return (await q.orderBy('kind').orderBy('sort').orderBy('id').execute()).map(toGoods);
}

/** @throws Refusal money.goods_unknown when no active item of that kind has the id. */
export async function activeGoods(db: DbOrTrx, id: number, kind: GoodsKind): Promise<GoodsRow> {
  const row = await db
    .selectFrom('goods')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) throw new Refusal('money.goods_unknown');
  return row;
}

export function payWays(gateways: Gateways): PayWay[] {
  return [...gateways.values()].map((g) => ({ code: g.code, name: g.name.zh, nameEn: g.name.en }));
}
