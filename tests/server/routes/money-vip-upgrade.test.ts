import { describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../../server/domain/common';
import { checkLedger, grantVip } from '../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { fundWallet } from '../support/money-db';
import { buyVip, insertGoods, newKey, quoteOf, register } from '../support/money';

const DAY = 86_400;
const CARDS = [
  { name: 'Monthly card', level: 1, days: 30, price: 300 },
  { name: 'Quarterly card', level: 2, days: 90, price: 800 },
  { name: 'Annual card', level: 3, days: 365, price: 2800 },
  { name: 'Lifetime card', level: 4, days: 0, price: 8800 },
];

describe.each(dialects)('VIP upgrades priced as the difference (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t) }));
  const goods = (name: string) => w.goods.get(name)!;
  const balance = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data.balance;
  let funded = 0;

  async function member(gold: number) {
    const u = await register(t, 'vip');
    await fundWallet(t.db, u.id, gold, `VIPTEST${++funded}${u.id}`);
    return u;
  }

  /** Moves the membership in force (and the grant that gave it) `days` into the past, as if bought earlier. */
  async function age(userId: number, days: number) {
    const by = days * DAY;
    const u = await t.db
      .selectFrom('users')
      .select('vip_expires_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (u.vip_expires_at === null) return;
    await t.db
      .updateTable('users')
      .set({ vip_expires_at: u.vip_expires_at - by })
      .where('id', '=', userId)
      .execute();
    const g = await t.db
      .selectFrom('vip_grants')
      .select(['id', 'starts_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('vip_grants')
      .set({ starts_at: g.starts_at - by, expires_at: g.expires_at! - by })
      .where('id', '=', g.id)
      .execute();
  }

  it('quotes and charges every pair of tiers, ten days into the card in force', async () => {
    for (const [i, from] of CARDS.entries()) {
      for (const [j, to] of CARDS.entries()) {
        const label = `${from.name} → ${to.name}`;
        const u = await member(20_000);
        expect((await buyVip(t, u.token, goods(from.name))).status, label).toBe(1);
        await age(u.id, 10);
        const before = await balance(u.token);
        const endsAt = (await t.call('/api/user/myVipInfo', {}, { token: u.token })).data.expiresAt;
        // The credit shrinks by the second: on a busy machine a second may pass between the quote and the
        // purchase and move the price by a gold, which is refused with the new figure. A person then confirms
        // the new quote; so does this test (nothing is charged by the refused attempt).
        let quote = await quoteOf(t, u.token, goods(to.name));
        let r = await t.call(
          '/api/order/exchange',
          { goodsId: goods(to.name), payGold: quote.payGold, key: newKey() },
          { token: u.token },
        );
        for (let tries = 0; tries < 3 && r.code === 'money.vip_quote_changed'; tries++) {
          expect(await balance(u.token), label).toBe(before);
          quote = await quoteOf(t, u.token, goods(to.name));
          r = await t.call(
            '/api/order/exchange',
            { goodsId: goods(to.name), payGold: quote.payGold, key: newKey() },
            { token: u.token },
          );
        }
        if (j < i || from.days === 0) {
          expect(quote, label).toMatchObject({ action: 'refused', refusal: 'money.vip_lower', payGold: 0 });
          expect(r, label).toMatchObject({ status: 400, code: 'money.vip_lower' });
          expect(await balance(u.token), label).toBe(before);
          continue;
        }
        expect(r.status, label).toBe(1);
        // Exactly the quoted figure left the wallet, and the membership ends where the quote said.
        expect(before - (await balance(u.token)), label).toBe(quote.payGold);
        expect(r.data.is_vip, label).toBe(to.level);
        // A renewal extends the card in force, so it ends exactly where quoted; an upgrade's new card starts at the
        // purchase, which may come a second or two after the quote on a busy machine (same price, later start).
        if (i === j || to.days === 0) expect(r.data.expiresAt, label).toBe(quote.expiresAt);
        else expect(r.data.expiresAt! - quote.expiresAt!, label).toBeGreaterThanOrEqual(0);
        if (i !== j && to.days !== 0) expect(r.data.expiresAt! - quote.expiresAt!, label).toBeLessThanOrEqual(5);
        expect(r.data.history[0], label).toMatchObject({ priceGold: quote.payGold, creditGold: quote.creditGold });
        expect(quote.payGold + quote.creditGold, label).toBe(to.price);
        if (i === j) {
          expect(quote, label).toMatchObject({ action: 'renew', creditGold: 0 });
          expect(quote.expiresAt, label).toBe(endsAt! + to.days * DAY);
          continue;
        }
        // Unused: the price paid times the share of the card's time left (20 of 30 days, 80 of 90, 355 of 365).
        const unused = (from.price * (from.days - 10)) / from.days;
        expect(quote.action, label).toBe('upgrade');
        expect(Math.abs(quote.creditGold - unused), label).toBeLessThanOrEqual(1);
        if (to.days === 0) expect(quote.expiresAt, label).toBeNull();
        else expect(Math.abs(quote.expiresAt! - (nowS() + to.days * DAY)), label).toBeLessThanOrEqual(5);
      }
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('charges 6,000 rather than 8,800 for lifetime over an annual card bought 16 minutes ago', async () => {
    const u = await member(12_000);
    await buyVip(t, u.token, goods('Annual card'));
    await age(u.id, 16 / (24 * 60));
    const quote = await quoteOf(t, u.token, goods('Lifetime card'));
    expect(quote).toMatchObject({ action: 'upgrade', creditGold: 2800, payGold: 6000, expiresAt: null });
    const r = await buyVip(t, u.token, goods('Lifetime card'));
    expect(r.data).toMatchObject({ is_vip: 4, expiresAt: null });
    expect(await balance(u.token)).toBe(12_000 - 2800 - 6000);
  });

  it('upgrades straight after a purchase at the quote the purchase answered with', async () => {
    const u = await member(5_000);
    const bought = await t.call(
      '/api/order/exchange',
      { goodsId: goods('Monthly card'), payGold: 300, key: newKey() },
      { token: u.token },
    );
    expect(bought.status).toBe(1);
    const answered = bought.data.quotes.find((q) => q.goodsId === goods('Quarterly card'))!;
    expect(answered).toMatchObject({ action: 'upgrade', creditGold: 300, payGold: 500 });
    // The buyer reads the new tiers for a few seconds before tapping the upgrade.
    await age(u.id, 5 / DAY);
    const r = await t.call(
      '/api/order/exchange',
      { goodsId: goods('Quarterly card'), payGold: answered.payGold, key: newKey() },
      { token: u.token },
    );
    expect(r).toMatchObject({ status: 1, data: { is_vip: 2 } });
    expect(await balance(u.token)).toBe(5_000 - 300 - 500);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('keeps the gold paid as credit across support’s free days, which add none', async () => {
    const u = await member(12_000);
    await buyVip(t, u.token, goods('Annual card'));
    await age(u.id, 65);
    const before = (await quoteOf(t, u.token, goods('Lifetime card'))).creditGold;
    // 2,800 × 300 / 365 of the annual card is still unused.
    expect(Math.abs(before - (2800 * 300) / 365)).toBeLessThanOrEqual(1);
    await grantVip(t.db, { userId: u.id, days: 100, reason: 'goodwill', actor: CLI_ACTOR, nowS: nowS() });
    const after = await quoteOf(t, u.token, goods('Lifetime card'));
    expect(Math.abs(after.creditGold - before)).toBeLessThanOrEqual(1);
    expect(after.payGold).toBe(8800 - after.creditGold);
  });

  it('refuses a purchase whose quote moved, charging nothing, and says the new figure', async () => {
    const u = await member(5_000);
    await buyVip(t, u.token, goods('Monthly card'));
    const stale = (await quoteOf(t, u.token, goods('Quarterly card'))).payGold;
    await age(u.id, 15);
    const r = await t.call(
      '/api/order/exchange',
      { goodsId: goods('Quarterly card'), payGold: stale, key: newKey() },
      { token: u.token },
    );
    const now = (await quoteOf(t, u.token, goods('Quarterly card'))).payGold;
    expect(now).toBeGreaterThan(stale);
    expect(r).toMatchObject({ status: 409, code: 'money.vip_quote_changed' });
    expect(r.msg).toContain(String(now));
    expect(await balance(u.token)).toBe(5_000 - 300);
    const bad = await t.call(
      '/api/order/exchange',
      { goodsId: goods('Monthly card'), payGold: -1, key: newKey() },
      {
        token: u.token,
      },
    );
    expect(bad.status).toBe(400);
  });

  it('pages the VIP history instead of stopping at 50', async () => {
    const u = await register(t, 'vipold');
    const t0 = nowS() - 400 * DAY;
    const rows = Array.from({ length: 55 }, (_, k) => ({
      user_id: u.id,
      goods_id: 0,
      level: 1,
      from_level: 1,
      starts_at: t0 + k * DAY,
      expires_at: t0 + (k + 1) * DAY,
      price_gold: 0,
      transfer_id: 0,
      created_at: t0 + k * DAY,
    }));
    await t.db.insertInto('vip_grants').values(rows).execute();
    const first = await t.call('/api/user/myVipInfo', {}, { token: u.token });
    expect(first.data.historyTotal).toBe(55);
    expect(first.data.history).toHaveLength(20);
    expect(first.data.history[0]!.createdAt).toBe(t0 + 54 * DAY);
    const last = await t.call('/api/user/myVipInfo', { page: 3, pageSize: 20 }, { token: u.token });
    expect(last.data.history.map((g) => g.createdAt)).toEqual(
      Array.from({ length: 15 }, (_, k) => t0 + (14 - k) * DAY),
    );
    const big = await t.call('/api/user/myVipInfo', { pageSize: 10_000 }, { token: u.token });
    expect(big.status).toBe(400);
  });
});
