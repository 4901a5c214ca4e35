/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // A password an operator set (shown to them once): it opens one session before it expires; the user then
  // chooses their own. Both null for a password the user chose.
  await db.schema.alterTable('users').addColumn('temp_password_expires_at', 'integer').execute();
  await db.schema.alterTable('users').addColumn('temp_password_used_at', 'integer').execute();

  // Membership an operator granted (no goods, no transfer: goods_id and transfer_id are 0): who and why.
  await db.schema.alterTable('vip_grants').addColumn('granted_by', 'integer').execute();
  await db.schema
    .alterTable('vip_grants')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vip_grants').dropColumn('reason').execute();
  await db.schema.alterTable('vip_grants').dropColumn('granted_by').execute();
  await db.schema.alterTable('users').dropColumn('temp_password_used_at').execute();
  await db.schema.alterTable('users').dropColumn('temp_password_expires_at').execute();
}
