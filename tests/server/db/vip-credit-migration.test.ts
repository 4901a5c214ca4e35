import { describe, expect, it } from 'vitest';
import { down, up } from '../../../server/db/migrations/2026-11-28-020-vip-credit';
import { dialects } from '../helper';
import { insertUser, useMoneyDb } from '../support/money-db';

const DAY = 86_400;

describe.each(dialects)('the VIP credit migration (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('values the grants made before it by replaying each member’s history', async () => {
    await down(m.db);
    const [a, b] = [await insertUser(m.db), await insertUser(m.db)];
    const t0 = 1_700_000_000;
    const row = (user: number, goods: number, price: number, startsAt: number, expiresAt: number | null) => ({
      user_id: user,
      goods_id: goods,
      level: 3,
      from_level: 0,
      starts_at: startsAt,
      expires_at: expiresAt,
      price_gold: price,
      transfer_id: 0,
      created_at: startsAt,
    });
    await m.db
      .insertInto('vip_grants')
      .values([
        row(a, 7, 2800, t0, t0 + 365 * DAY),
        row(b, 5, 300, t0, t0 + 30 * DAY),
        // Support's 30 free days, 100 days in: no gold of their own.
        row(a, 0, 0, t0 + 100 * DAY, t0 + 395 * DAY),
        row(a, 8, 6000, t0 + 200 * DAY, null),
      ])
      .execute();
    await up(m.db);
    const values = await m.db
      .selectFrom('vip_grants')
      .select(['user_id', 'value_gold', 'credit_gold'])
      .where('user_id', 'in', [a, b])
      .orderBy('id')
      .execute();
    // 2,800 × 265/365 = 2,032 left when support added days; 2,032 × 195/295 = 1,343 of it when lifetime came.
    expect(values).toEqual([
      { user_id: a, value_gold: 2800, credit_gold: 0 },
      { user_id: b, value_gold: 300, credit_gold: 0 },
      { user_id: a, value_gold: 2032, credit_gold: 0 },
      { user_id: a, value_gold: 1343 + 6000, credit_gold: 0 },
    ]);
  });
});
