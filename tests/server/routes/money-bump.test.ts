import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../protocol/status';
import { checkLedger } from '../../../server/domain/console';
import { DEFAULT_MONEY } from '../../../server/domain/money';
import { dialects, nowS, useTestApp } from '../helper';
import { insertPost } from '../authz/world';
import { fundWallet } from '../support/money-db';
import { newKey, register } from '../support/money';

const { bumpPriceGold: PRICE, bumpSeconds: SECONDS, bumpPerCity: PER_CITY } = DEFAULT_MONEY;
const CITY_A = 110100;
const CITY_B = 310100;

describe.each(dialects)('bumping a post (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('charges through the ledger, puts the post on top of the newest list only, and names it in the statement', async () => {
    const me = await register(t, 'bumper');
    await fundWallet(t.db, me.id, 1000, `BUMP${me.id}`);
    const older = await insertPost(t.db, me.id, {
      title: 'Old Corner Bakery',
      city_code: CITY_A,
      created_at: nowS() - 5000,
    });
    const newer = await insertPost(t.db, me.id, { title: 'New Tutor Desk', city_code: CITY_A });

    const before = await t.call('/api/info/getInfoList', { cityCode: CITY_A });
    expect(before.data.list.map((p) => p.id)).toEqual([newer, older]);

    const key = newKey();
    const r = await t.call('/api/info/bumpPost', { id: older, key }, { token: me.token });
    expect(r.status).toBe(1);
    expect(r.data).toMatchObject({ postId: older, paid: PRICE, balance: 1000 - PRICE });
    expect(r.data.bumpedUntil).toBeGreaterThanOrEqual(nowS() + SECONDS - 5);

    const list = await t.call('/api/info/getInfoList', { cityCode: CITY_A });
    expect(list.data.list.map((p) => p.id)).toEqual([older, newer]);
    expect(list.data.list[0]!.bumpedUntil).toBe(r.data.bumpedUntil);
    expect(list.data.list[1]!.bumpedUntil).toBeNull();
    // A sort the person picked stays as asked.
    const cheap = await t.call('/api/info/getInfoList', { cityCode: CITY_A, sort: 'price_desc' });
    expect(cheap.data.list.map((p) => p.id)).toEqual([newer, older]);

    // The same key again: the same reply, charged once.
    const replay = await t.call('/api/info/bumpPost', { id: older, key }, { token: me.token });
    expect(replay.data).toEqual(r.data);
    const wallet = await t.call('/api/proxy/info', {}, { token: me.token });
    expect(wallet.data.balance).toBe(1000 - PRICE);
    expect(wallet.data.rates).toMatchObject({ bumpPriceGold: PRICE, bumpSeconds: SECONDS, bumpPerCity: PER_CITY });

    const statement = await t.call('/api/user/listMoneyDetail', {}, { token: me.token, language: 'zh' });
    expect(statement.data.list[0]).toMatchObject({ kind: 'bump', amount: -PRICE, label: '置顶 Old Corner Bakery' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses someone else’s post, one not public, one already on top and a wallet too thin, charging nothing', async () => {
    const me = await register(t, 'refused');
    const other = await register(t, 'stranger');
    await fundWallet(t.db, me.id, PRICE + 10, `REF${me.id}`);
    const theirs = await insertPost(t.db, other.id, { city_code: CITY_B });
    const pending = await insertPost(t.db, me.id, { city_code: CITY_B, status: POST_STATUS.PENDING });
    const mine = await insertPost(t.db, me.id, { city_code: CITY_B });
    const second = await insertPost(t.db, me.id, { city_code: CITY_B });
    const call = (id: number) =>
      t.call('/api/info/bumpPost', { id, key: newKey() }, { token: me.token, language: 'en' });

    expect((await call(theirs)).status).toBe(404);
    const notPublic = await call(pending);
    expect(notPublic.status).toBe(400);
    expect(notPublic.msg).toMatch(/approved/);
    expect((await call(mine)).status).toBe(1);
    const again = await call(mine);
    expect(again.status).toBe(409);
    expect(again.msg).toMatch(/already on top/);
    const poor = await call(second);
    expect(poor.status).toBe(400);
    expect(poor.msg).toMatch(/Not enough gold/);
    expect((await t.call('/api/proxy/info', {}, { token: me.token })).data.balance).toBe(10);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('gives a city’s last top place to one of several bumps sent at once, and refuses the others for free', async () => {
    const holder = await register(t, 'holder');
    const racers = await Promise.all([0, 1, 2, 3].map((i) => register(t, `racer${i}`)));
    for (const r of racers) await fundWallet(t.db, r.id, 5000, `RACE${r.id}`);
    for (let round = 0; round < 5; round++) {
      const city = 440100 + round;
      for (let i = 0; i < PER_CITY - 1; i++)
        await insertPost(t.db, holder.id, { city_code: city, bumped_at: nowS(), bumped_until: nowS() + 3600 });
      const posts = await Promise.all(racers.map((r) => insertPost(t.db, r.id, { city_code: city })));
      const replies = await Promise.all(
        racers.map((r, i) =>
          t.call('/api/info/bumpPost', { id: posts[i]!, key: newKey() }, { token: r.token, language: 'en' }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([1, 409, 409, 409]);
      for (const lost of replies.filter((r) => r.status === 409))
        expect(lost.msg).toMatch(/top places of this city are taken/);
      const bumped = await t.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('city_code', '=', city)
        .where('bumped_until', '>', nowS())
        .executeTakeFirstOrThrow();
      expect(Number(bumped.n)).toBe(PER_CITY);
    }
    // Five winners in all, each charged once; the refused paid nothing.
    const balances = await Promise.all(
      racers.map(async (u) => (await t.call('/api/proxy/info', {}, { token: u.token })).data.balance),
    );
    expect(balances.reduce((s, b) => s + (5000 - b), 0)).toBe(5 * PRICE);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
