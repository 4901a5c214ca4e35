import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/database';
import { accountKey, balanceOf } from '../../../../server/domain/money/ledger';
import type { AccountRef } from '../../../../server/domain/money/ledger';
import { checkLedger } from '../../../../server/domain/console';
import { DEFAULT_MONEY, posterShare } from '../../../../server/domain/money/config';
import { settleOrder } from '../../../../server/domain/money/order-payment';
import { createPaying, expireOrders } from '../../../../server/domain/money/orders';
import { Refusal } from '../../../../server/domain/common';
import { createSandboxGateway } from '../../../../server/domain/money/sandbox-gateway';
import { unlockContact } from '../../../../server/domain/money/unlock';
import { bumpPost } from '../../../../server/domain/money/bump';
import { exchange, vipInfo } from '../../../../server/domain/money/vip';
import { cancelWithdrawal, requestWithdrawal } from '../../../../server/domain/money/withdrawals';
import { approveWithdrawal, rejectWithdrawal, settlePayout } from '../../../../server/domain/money/payouts';
import { createSandboxPayout, SANDBOX_PAYOUT } from '../../../../server/domain/money/sandbox-payout';
import { GOODS } from '../../../../server/seed/money';
import { dialects, nowS } from '../../helper';
import { useMoneyDb } from '../../support/money-db';
import { Model, POSTS, buildWorld, programArb, vipClock, vipValueViolations } from '../../support/money-model';
import type { Action, Keyed, Op } from '../../support/money-model';

// Model-based test of the money core: random programs of recharges (with duplicate, concurrent and late
// notifies), VIP purchases and upgrades (at their quote, on a clock that ages memberships), unlocks,
// withdrawals, decisions, payouts (approve → paying → paid or failed, with repeated and contradicting notifies),
// retries and reused keys, run in concurrent batches against the real database. After each batch every balance
// must equal an in-memory model built from the observed outcomes, and every reconciliation invariant must hold
// (the ledger's, and VIP credit never above the gold paid).

const RUNS = 4;
const BATCHES = 50;
const BATCH_SIZE = 50;
/** Refusals a random program may legitimately meet; anything else fails the test. */
const EXPECTED = new Set([
  'money.insufficient',
  'money.withdraw_below_min',
  'money.vip_lower',
  'money.vip_too_far',
  'money.vip_quote_changed',
  'money.withdraw_over_cap',
  'money.withdrawal_decided',
  'money.conflict',
  'money.bump_already',
  'money.bump_city_full',
]);

// Orders per hour unbounded: the model checks the ledger over many recharges of few accounts (the cap has its own test).
// Two top places for the model's four posts (all in one city), and bumps that end before the next batch (its
// clock is four days on), so bumps meet a full city, a post already on top, and free places again.
const config = {
  ...DEFAULT_MONEY,
  withdrawDailyCap: 2_000,
  ordersPerHour: Number.MAX_SAFE_INTEGER,
  bumpPerCity: 2,
  bumpSeconds: 86_400,
};
const gateway = createSandboxGateway('ab'.repeat(32));
const gateways = new Map([[gateway.code, gateway]]);
const payoutAdapters = new Map([[SANDBOX_PAYOUT, createSandboxPayout('cd'.repeat(32))]]);
const PLATFORM: AccountRef[] = [{ platform: 'revenue' }, { platform: 'clearing' }, { platform: 'payouts' }];

async function runProgram(db: Db, goodsIds: number[], program: Op[][], run: number): Promise<Model> {
  const w = await buildWorld(db, goodsIds);
  // A city of its own per run: an earlier run's bumps, on its own later clock, do not hold this one's places.
  await db
    .updateTable('posts')
    .set({ city_code: 1000 + run })
    .where(
      'id',
      'in',
      w.posts.map((p) => p.id),
    )
    .execute();
  const model = new Model();
  for (const ref of PLATFORM) model.move(ref, await balanceOf(db, ref));
  const wallet = (user: number): AccountRef => ({ user, kind: 'wallet' });
  const hold = (user: number): AccountRef => ({ user, kind: 'hold' });
  const packs = GOODS.filter((g) => g.kind === 'gold');
  const cards = GOODS.filter((g) => g.kind === 'vip');
  const started = nowS();

  /** Runs a keyed call; the model moves once per key, and every reply to one key must be the same. */
  async function keyed(k: Keyed, arg = k.arg): Promise<void> {
    const userId = w.users[k.user]!;
    const now = nowS();
    let reply: unknown;
    switch (k.action) {
      case 'createPaying':
        reply = await createPaying(
          db,
          config,
          gateways,
          { userId, goodsId: w.goods[arg]!, payWay: 'sandbox', key: k.key },
          now,
        );
        break;
      case 'exchange': {
        const goodsId = w.goods[4 + arg]!;
        const at = vipClock(started, k.batch);
        // The buyer confirms the quote first; another purchase of theirs in the batch may change it.
        k.pay ??= (await vipInfo(db, userId, at)).quotes.find((q) => q.goodsId === goodsId)!.payGold;
        reply = await exchange(db, { userId, goodsId, payGold: k.pay, key: k.key }, at);
        break;
      }
      case 'userBuyInfo':
        reply = await unlockContact(db, config, { userId, postId: w.posts[arg]!.id, key: k.key }, now);
        break;
      case 'bumpPost':
        // The batch's clock: a replay later answers the stored reply whatever the time.
        reply = await bumpPost(
          db,
          config,
          { userId, postId: w.posts[arg]!.id, key: k.key },
          vipClock(started, k.batch),
        );
        break;
      case 'withdraw':
        reply = await requestWithdrawal(
          db,
          config,
          { userId, amount: arg, accountId: w.accounts[k.user]!, key: k.key },
          now,
        );
        break;
    }
    if (k.reply !== undefined) {
      expect(reply).toEqual(k.reply);
      return;
    }
    k.reply = reply;
    if (k.action === 'createPaying') {
      const { order } = reply as { order: { orderNo: string; amountCents: number; gold: number } };
      expect(order.gold).toBe(packs[arg]!.gold);
      model.orders.push({
        orderNo: order.orderNo,
        cents: order.amountCents,
        gold: order.gold,
        notifyId: `n-${order.orderNo}`,
        paid: 0,
      });
    } else if (k.action === 'exchange') {
      // The reply is read in the purchase's transaction: its newest history row is this purchase.
      const grant = (reply as { history: { priceGold: number; creditGold: number }[] }).history[0]!;
      expect(grant.priceGold).toBe(k.pay);
      expect(grant.priceGold + grant.creditGold).toBe(cards[arg]!.price_gold);
      model.move(wallet(userId), -grant.priceGold);
      model.move({ platform: 'revenue' }, grant.priceGold);
      if (grant.creditGold > 0) model.upgrades += 1;
    } else if (k.action === 'bumpPost') {
      const receipt = reply as { paid: number; balance: number };
      expect(receipt.paid).toBe(config.bumpPriceGold);
      model.move(wallet(userId), -receipt.paid);
      model.move({ platform: 'revenue' }, receipt.paid);
      model.bumps += 1;
    } else if (k.action === 'userBuyInfo') {
      const paid = (reply as { paid: number }).paid;
      if (paid > 0) {
        const share = posterShare(config, paid);
        model.move(wallet(userId), -paid);
        model.move(wallet(w.posts[arg]!.author), share);
        model.move({ platform: 'revenue' }, paid - share);
      }
    } else {
      const wd = reply as { id: number; amount: number; fee: number };
      expect(wd.amount).toBe(arg);
      model.move(wallet(userId), -arg);
      model.move(hold(userId), arg);
      model.withdrawals.push({
        id: wd.id,
        user: userId,
        amount: wd.amount,
        fee: wd.fee,
        approved: 0,
        decided: 0,
        settled: false,
      });
    }
  }

  async function run1(op: Op, batch: number, seq: number, earlier: Keyed[]): Promise<void> {
    const key = `r${run}b${batch}o${seq}x${Math.random().toString(36).slice(2, 8)}`;
    const fresh = (action: Action, user: number, arg: number) => {
      const k: Keyed = { action, user, key, arg, batch };
      model.keyed.push(k);
      return keyed(k);
    };
    switch (op.t) {
      case 'order':
        return fresh('createPaying', op.u, op.pack);
      case 'vip':
        return fresh('exchange', op.u, op.card);
      case 'unlock':
        return fresh('userBuyInfo', op.u, op.post);
      case 'bump':
        // The post's author bumps it (the model's post i is user i's).
        return fresh('bumpPost', op.post, op.post);
      case 'withdraw':
        return fresh('withdraw', op.u, op.amount);
      case 'sweep':
        await expireOrders(db, nowS() + 86_400);
        return;
      case 'notify': {
        const o = model.orders[op.order % Math.max(1, model.orders.length)];
        if (!o) return;
        const outcomes = await Promise.all(
          Array.from({ length: op.times }, () =>
            settleOrder(db, { notifyId: o.notifyId, orderNo: o.orderNo, amountCents: o.cents }, nowS()),
          ),
        );
        for (const outcome of outcomes) {
          expect(outcome).not.toBe('rejected');
          if (outcome === 'paid') {
            o.paid += 1;
            model.move({ platform: 'clearing' }, -o.gold);
          }
        }
        expect(o.paid).toBeLessThanOrEqual(1);
        if (outcomes.includes('paid')) {
          const owner = await db
            .selectFrom('orders')
            .select('user_id')
            .where('order_no', '=', o.orderNo)
            .executeTakeFirstOrThrow();
          model.move(wallet(owner.user_id), o.gold);
        }
        return;
      }
      case 'approve':
      case 'reject':
      case 'cancel': {
        const wd = model.withdrawals[op.w % Math.max(1, model.withdrawals.length)];
        if (!wd) return;
        if (op.t === 'cancel') {
          await cancelWithdrawal(db, wd.user, wd.id, nowS());
          model.move(hold(wd.user), -wd.amount);
          model.move(wallet(wd.user), wd.amount);
        } else if (op.t === 'approve') {
          // Approval sends the payout and moves no gold: it stays held until the channel answers.
          const row = await approveWithdrawal(db, payoutAdapters, { id: wd.id, channel: SANDBOX_PAYOUT, nowS: nowS() });
          expect(row.status).toBe('paying');
          wd.approved += 1;
          expect(wd.approved).toBe(1);
          return;
        } else {
          await rejectWithdrawal(db, wd.id, 'model', nowS());
          model.move(hold(wd.user), -wd.amount);
          model.move(wallet(wd.user), wd.amount);
        }
        wd.decided += 1;
        expect(wd.decided).toBe(1);
        return;
      }
      case 'settle': {
        const wd = model.withdrawals[op.w % Math.max(1, model.withdrawals.length)];
        if (!wd) return;
        // The channel's word, repeated and at once; a request not being paid answers `already`.
        const outcomes = await Promise.all(
          Array.from({ length: op.times }, () =>
            settlePayout(db, {
              id: wd.id,
              channel: SANDBOX_PAYOUT,
              outcome: op.outcome,
              failure: 'model',
              nowS: nowS(),
            }),
          ),
        );
        for (const outcome of outcomes) {
          if (outcome === 'already') continue;
          expect(outcome).toBe(op.outcome);
          wd.settled = true;
          model.move(hold(wd.user), -wd.amount);
          if (outcome === 'paid') {
            model.move({ platform: 'payouts' }, wd.amount - wd.fee);
            model.move({ platform: 'revenue' }, wd.fee);
          } else model.move(wallet(wd.user), wd.amount);
          model.payouts[outcome] += 1;
          wd.decided += 1;
          expect(wd.decided).toBe(1);
        }
        return;
      }
      case 'retry': {
        const k = earlier[op.prev % Math.max(1, earlier.length)];
        if (k) await keyed(k);
        return;
      }
      case 'reuse': {
        const done = earlier.filter((e) => e.reply !== undefined);
        const k = done[op.prev % Math.max(1, done.length)];
        if (!k) return;
        const other =
          k.action === 'withdraw'
            ? k.arg + 1
            : (k.arg + 1) % (k.action === 'userBuyInfo' || k.action === 'bumpPost' ? POSTS : 4);
        await expect(keyed({ ...k, reply: undefined }, other)).rejects.toMatchObject({ code: 'money.key_reused' });
        return;
      }
    }
  }

  for (const [b, batch] of program.entries()) {
    const earlier = model.keyed.filter((k) => k.batch < b);
    const results = await Promise.allSettled(batch.map((op, i) => run1(op, b, i, earlier)));
    for (const r of results) {
      model.ops += 1;
      if (r.status === 'fulfilled') continue;
      const code = r.reason instanceof Refusal ? r.reason.code : null;
      if (code === null || !EXPECTED.has(code)) throw r.reason;
      model.refusals.set(code, (model.refusals.get(code) ?? 0) + 1);
    }
    // An approval in the same batch may still be answering when its payout settles; by now it has.
    for (const wd of model.withdrawals) if (wd.settled) expect(wd.approved).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
    expect(await vipValueViolations(db, w.users)).toEqual([]);
    const refs: AccountRef[] = [...PLATFORM, ...w.users.flatMap((user) => [wallet(user), hold(user)])];
    const actual = Object.fromEntries(
      await Promise.all(refs.map(async (ref) => [accountKey(ref), await balanceOf(db, ref)])),
    );
    const want = Object.fromEntries(refs.map((ref) => [accountKey(ref), model.expected.get(accountKey(ref)) ?? 0]));
    expect(actual).toEqual(want);
  }
  return model;
}

describe.each(dialects)('ledger model (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it(`keeps every invariant over ${RUNS * BATCHES * BATCH_SIZE} random operations in concurrent batches`, async () => {
    const goods = await m.db.insertInto('goods').values(GOODS).returning('id').execute();
    const goodsIds = goods.map((g) => g.id);
    let runs = 0;
    let ops = 0;
    let upgrades = 0;
    let bumps = 0;
    const refusals = new Map<string, number>();
    const payouts = { paid: 0, failed: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(programArb(BATCHES, BATCH_SIZE), async (program) => {
        const model = await runProgram(m.db, goodsIds, program, runs++);
        ops += model.ops;
        upgrades += model.upgrades;
        bumps += model.bumps;
        payouts.paid += model.payouts.paid;
        payouts.failed += model.payouts.failed;
        for (const [k, v] of model.refusals) refusals.set(k, (refusals.get(k) ?? 0) + v);
      }),
      // The database carries state between runs, so shrinking would replay on a changed world: report as is.
      { numRuns: RUNS, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[ledger model] ${dialect}: ${ops} operations (${upgrades} upgrades) in ${seconds.toFixed(1)} s; payouts ${JSON.stringify(payouts)}; refusals ${JSON.stringify(Object.fromEntries(refusals))}`,
    );
    // The programs reach both endings of a payout, not only the decisions before it.
    expect(payouts.paid).toBeGreaterThan(0);
    expect(payouts.failed).toBeGreaterThan(0);
    expect(ops).toBeGreaterThanOrEqual(10_000);
    expect(refusals.get('money.insufficient') ?? 0).toBeGreaterThan(0);
    expect(upgrades).toBeGreaterThan(0);
    // Bumps were paid, and met both of their refusals.
    expect(bumps).toBeGreaterThan(0);
    expect(refusals.get('money.bump_city_full') ?? 0).toBeGreaterThan(0);
    expect(refusals.get('money.bump_already') ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
