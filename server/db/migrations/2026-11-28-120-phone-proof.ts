/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // When the number's owner typed back a code sent to it; NULL (every number bound before) is unproven, and
  // an unproven number receives no reset code.
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'integer').execute();
  // One table for every code sent by SMS: 'reset' (a password reset) or 'bind' (proving a number).
  await db.schema
    .alterTable('reset_codes')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset'))
    .execute();
  // Codes already out went to numbers nobody proved: none of them may reset a password any more.
  await db
    .updateTable('reset_codes')
    .set({ used_at: Math.floor(Date.now() / 1000) })
    .where('used_at', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reset_codes').dropColumn('purpose').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
