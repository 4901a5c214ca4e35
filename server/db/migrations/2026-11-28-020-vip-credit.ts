/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

interface GrantRow {
  id: number;
  user_id: number;
  goods_id: number;
  price_gold: number;
  starts_at: number;
  expires_at: number | null;
}

/**
 * The part of `value` spread over [startsAt, expiresAt] still unused at `at`: vip-quote.ts's rule when this was
 * written (rounded down; it now rounds up), kept so the backfill stays what it was.
 */
function unusedAt(value: number, startsAt: number, expiresAt: number | null, at: number): number {
  if (expiresAt === null || expiresAt <= startsAt || value <= 0) return 0;
  const left = Math.min(expiresAt - startsAt, Math.max(0, expiresAt - at));
  return Math.floor((value * left) / (expiresAt - startsAt));
}

export async function up(db: Kysely<any>): Promise<void> {
  // An upgrade is priced as the difference: the unused value of the membership in force is credited. Each row
  // keeps the gold paid for the membership it gives (value_gold) and the credit it used (credit_gold).
  await db.schema
    .alterTable('vip_grants')
    .addColumn('credit_gold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vip_grants')
    .addColumn('value_gold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Earlier rows: each membership's value is what was paid for it plus what the one before still held.
  const rows = (await db
    .selectFrom('vip_grants')
    .select(['id', 'user_id', 'goods_id', 'price_gold', 'starts_at', 'expires_at'])
    .orderBy('user_id')
    .orderBy('id')
    .execute()) as GrantRow[];
  let prev: (GrantRow & { value: number }) | null = null;
  for (const row of rows) {
    const carried: number =
      prev?.user_id === row.user_id ? unusedAt(prev.value, prev.starts_at, prev.expires_at, row.starts_at) : 0;
    const value: number = carried + (row.goods_id === 0 ? 0 : row.price_gold);
    if (value > 0) await db.updateTable('vip_grants').set({ value_gold: value }).where('id', '=', row.id).execute();
    prev = { ...row, value };
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vip_grants').dropColumn('value_gold').execute();
  await db.schema.alterTable('vip_grants').dropColumn('credit_gold').execute();
}
