/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Placeholder until this migration's issue fills it in; it must stay empty or be filled before it lands.
export async function up(_db: Kysely<any>): Promise<void> {}
