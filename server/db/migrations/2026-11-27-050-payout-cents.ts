/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // The money a withdrawal pays out, fixed at the rate of when it was asked: finance pays that figure, and a
  // later change of the rate does not move it. Earlier requests keep null (their rate was not recorded).
  await db.schema.alterTable('withdrawals').addColumn('payout_cents', 'integer').execute();
}
