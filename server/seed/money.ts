// Goods (gold packs, VIP cards) and the demo users' money history, written through the ledger so the books
// balance from the first start: demo has gold to spend; vipdemo has a statement with every kind of line.
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { GoodsTable } from '../db/schema-money';
import { DEFAULT_MONEY, posterShare, transfer } from '../domain/money';
import type { Leg } from '../domain/money';
import { payoutCents, withdrawFee } from '../../protocol/money';
import type { TransferKind } from '../db/schema-money';

const DAY_S = 86_400;

export const GOODS: Insertable<GoodsTable>[] = [
  {
    kind: 'gold',
    name: '60 金币',
    name_en: '60 gold',
    price_cents: 600,
    price_gold: 0,
    gold: 60,
    vip_level: 0,
    vip_days: 0,
    sort: 1,
  },
  {
    kind: 'gold',
    name: '300 金币',
    name_en: '300 gold',
    price_cents: 3000,
    price_gold: 0,
    gold: 300,
    vip_level: 0,
    vip_days: 0,
    sort: 2,
  },
  {
    kind: 'gold',
    name: '1,000 金币',
    name_en: '1,000 gold',
    price_cents: 9800,
    price_gold: 0,
    gold: 1000,
    vip_level: 0,
    vip_days: 0,
    sort: 3,
  },
  {
    kind: 'gold',
    name: '3,000 金币',
    name_en: '3,000 gold',
    price_cents: 28800,
    price_gold: 0,
    gold: 3000,
    vip_level: 0,
    vip_days: 0,
    sort: 4,
  },
  {
    kind: 'vip',
    name: '月卡',
    name_en: 'Monthly card',
    price_cents: 0,
    price_gold: 300,
    gold: 0,
    vip_level: 1,
    vip_days: 30,
    sort: 1,
  },
  {
    kind: 'vip',
    name: '季卡',
    name_en: 'Quarterly card',
    price_cents: 0,
    price_gold: 800,
    gold: 0,
    vip_level: 2,
    vip_days: 90,
    sort: 2,
  },
  {
    kind: 'vip',
    name: '年卡',
    name_en: 'Annual card',
    price_cents: 0,
    price_gold: 2800,
    gold: 0,
    vip_level: 3,
    vip_days: 365,
    sort: 3,
  },
  {
    kind: 'vip',
    name: '终身卡',
    name_en: 'Lifetime card',
    price_cents: 0,
    price_gold: 8800,
    gold: 0,
    vip_level: 4,
    vip_days: 0,
    sort: 4,
  },
];

type Trx = Transaction<Database>;

const move = (trx: Trx, kind: TransferKind, uniq: string, userId: number, ref: string, at: number, legs: Leg[]) =>
  transfer(trx, { kind, uniq, userId, ref, nowS: at, legs });

async function paidOrder(trx: Trx, userId: number, goodsId: number, pack: Insertable<GoodsTable>, at: number) {
  const orderNo = `SEED${userId}${at}`;
  await trx
    .insertInto('orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      goods_id: goodsId,
      pay_way: 'sandbox',
      amount_cents: pack.price_cents,
      gold: pack.gold,
      status: 'paid',
      created_at: at,
      expires_at: at + DEFAULT_MONEY.orderTtlS,
      paid_at: at,
      gateway_ref: `seed-${orderNo}`,
    })
    .execute();
  await move(trx, 'recharge', `recharge:${orderNo}`, userId, orderNo, at, [
    { account: { platform: 'clearing' }, amount: -pack.gold },
    { account: { user: userId, kind: 'wallet' }, amount: pack.gold },
  ]);
}

export interface MoneySeedUsers {
  demo: number;
  vip: number;
  /** A VIP post and its author: vipdemo's history shows the income of its unlock by demo. */
  vipPost: { id: number; authorId: number } | null;
}

/**
 * Writes the goods and, when the demo logins are seeded, their history; returns how many goods.
 */
export async function seedMoney(trx: Trx, users: MoneySeedUsers | null, now: number): Promise<number> {
  const ids = await trx.insertInto('goods').values(GOODS).returning('id').execute();
  // Production seeds no demo logins, so there is no history to write.
  if (users === null) return ids.length;
  const goodsId = (i: number) => ids[i]!.id;
  const pack = (i: number) => GOODS[i]!;

  // demo: 1000 gold, 30 of them spent on a VIP post's contact.
  await paidOrder(trx, users.demo, goodsId(2), pack(2), now - 3 * DAY_S);
  if (users.vipPost) {
    const price = DEFAULT_MONEY.unlockPriceGold;
    const share = posterShare(DEFAULT_MONEY, price);
    const t = await move(
      trx,
      'unlock',
      `unlock:${users.demo}:${users.vipPost.id}`,
      users.demo,
      String(users.vipPost.id),
      now - 2 * DAY_S,
      [
        { account: { user: users.demo, kind: 'wallet' }, amount: -price },
        { account: { user: users.vipPost.authorId, kind: 'wallet' }, amount: share },
        { account: { platform: 'revenue' }, amount: price - share },
      ],
    );
    await trx
      .insertInto('unlocks')
      .values({
        user_id: users.demo,
        post_id: users.vipPost.id,
        price_gold: price,
        transfer_id: t,
        created_at: now - 2 * DAY_S,
      })
      .execute();
  }

  // vipdemo: two recharges, the quarterly card, one withdrawal paid and one rejected.
  const vip = users.vip;
  await paidOrder(trx, vip, goodsId(2), pack(2), now - 20 * DAY_S);
  await paidOrder(trx, vip, goodsId(1), pack(1), now - 10 * DAY_S);
  const card = GOODS[5]!;
  const cardTransfer = await move(trx, 'vip', `vip:${vip}:seed`, vip, String(goodsId(5)), now - 19 * DAY_S, [
    { account: { user: vip, kind: 'wallet' }, amount: -card.price_gold },
    { account: { platform: 'revenue' }, amount: card.price_gold },
  ]);
  const vipRow = await trx.selectFrom('users').select('vip_expires_at').where('id', '=', vip).executeTakeFirstOrThrow();
  await trx
    .insertInto('vip_grants')
    .values({
      user_id: vip,
      goods_id: goodsId(5),
      level: 2,
      from_level: 0,
      starts_at: now - 19 * DAY_S,
      expires_at: vipRow.vip_expires_at,
      price_gold: card.price_gold,
      value_gold: card.price_gold,
      transfer_id: cardTransfer,
      created_at: now - 19 * DAY_S,
    })
    .execute();
  const account = await trx
    .insertInto('payout_accounts')
    .values({
      user_id: vip,
      method: 'alipay',
      holder: 'VIP 体验官',
      account_no: '13800138000',
      deleted_at: null,
      created_at: now - 15 * DAY_S,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, amount, outcome] of [
    [0, 200, 'paid'],
    [1, 150, 'rejected'],
  ] as const) {
    const at = now - (8 - i * 3) * DAY_S;
    const fee = withdrawFee(amount, DEFAULT_MONEY);
    const w = await trx
      .insertInto('withdrawals')
      .values({
        user_id: vip,
        payout_account_id: account.id,
        amount,
        fee,
        payout_cents: payoutCents(amount, DEFAULT_MONEY),
        status: outcome,
        reason: outcome === 'rejected' ? '收款账户姓名与实名不符' : '',
        created_at: at,
        decided_at: at + DAY_S,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The paid one went by hand, as a payout record says.
    if (outcome === 'paid') {
      await trx
        .insertInto('payout_transfers')
        .values({
          withdrawal_id: w.id,
          channel: 'manual',
          status: 'paid',
          amount_cents: payoutCents(amount, DEFAULT_MONEY),
          provider_ref: null,
          created_at: at + DAY_S,
          settled_at: at + DAY_S,
        })
        .execute();
    }
    await move(trx, 'withdraw_hold', `withdraw:${w.id}`, vip, String(w.id), at, [
      { account: { user: vip, kind: 'wallet' }, amount: -amount },
      { account: { user: vip, kind: 'hold' }, amount },
    ]);
    const decided: Leg[] =
      outcome === 'paid'
        ? [
            { account: { user: vip, kind: 'hold' }, amount: -amount },
            { account: { platform: 'payouts' }, amount: amount - fee },
            { account: { platform: 'revenue' }, amount: fee },
          ]
        : [
            { account: { user: vip, kind: 'hold' }, amount: -amount },
            { account: { user: vip, kind: 'wallet' }, amount },
          ];
    await move(
      trx,
      outcome === 'paid' ? 'withdraw_paid' : 'withdraw_rejected',
      `withdraw:${w.id}:decided`,
      vip,
      String(w.id),
      at + DAY_S,
      decided,
    );
  }
  return ids.length;
}
