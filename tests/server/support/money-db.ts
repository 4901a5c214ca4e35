import { randomBytes } from 'node:crypto';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { transfer } from '../../../server/domain/money';
import { createTestEnv, useSetup } from '../helper';
import type { Dialect } from '../helper';

/** A migrated, empty database of one dialect for a describe block (no app around it). */
export function useMoneyDb(dialect: Dialect): { db: Db } {
  return useSetup(
    async () => {
      const env = await createTestEnv(dialect, 'goldpost-money-');
      const { dataDir, databaseUrl, pgSchema } = env.config;
      const db = openDatabase({ dataDir, databaseUrl, pgSchema: pgSchema ?? undefined });
      await migrateToLatest(db);
      return { db, env };
    },
    async ({ db, env }) => {
      await db.destroy();
      await env.dispose();
    },
  );
}

let seq = 0;
/** A user row the money code can point at (no password, no session). */
export async function insertUser(db: Db, name = `money${++seq}_${randomBytes(3).toString('hex')}`): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      password_hash: 'x',
      nickname: name,
      avatar: null,
      vip_expires_at: null,
      incode: `M${randomBytes(4).toString('hex').toUpperCase()}`,
      invited_by: null,
      created_at: Math.floor(Date.now() / 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gold in a wallet the way the gateway brings it: a paid order and its recharge transfer. */
export async function fundWallet(db: Db, user: number, gold: number, orderNo: string): Promise<void> {
  const t = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        order_no: orderNo,
        user_id: user,
        goods_id: 0,
        pay_way: 'test',
        amount_cents: gold * 10,
        gold,
        status: 'paid',
        created_at: t,
        expires_at: t,
        paid_at: t,
        gateway_ref: null,
      })
      .execute();
    await transfer(trx, {
      kind: 'recharge',
      uniq: `recharge:${orderNo}`,
      userId: user,
      ref: orderNo,
      nowS: t,
      legs: [
        { account: { platform: 'clearing' }, amount: -gold },
        { account: { user, kind: 'wallet' }, amount: gold },
      ],
    });
  });
}
