import { sql } from 'kysely';
import type { Db } from '../db/database';
import { verifyPassword } from '../domain/accounts';
import { DEMO_LOGINS } from './users';

// The demo logins' passwords are in the README and the seed's log, and one of them is an operator: fine for
// the embedded demo, an open door anywhere else.

/** The demo logins that still open with their documented password. */
async function usableDemoLogins(db: Db): Promise<string[]> {
  const known = new Map<string, string>(Object.values(DEMO_LOGINS).map((l) => [l.username, l.password]));
  const rows = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where(sql<string>`lower(username)`, 'in', [...known.keys()])
    .execute();
  const usable: string[] = [];
  for (const row of rows) {
    const password = known.get(row.username.toLowerCase());
    if (password !== undefined && (await verifyPassword(password, row.password_hash))) usable.push(row.username);
  }
  // In the documented order, whatever order the database returns them in.
  const order = [...known.keys()];
  return usable.sort((a, b) => order.indexOf(a.toLowerCase()) - order.indexOf(b.toLowerCase()));
}

/** @throws when a demo login works: production must not start with it. */
export async function refuseDemoLogins(db: Db): Promise<void> {
  const usable = await usableDemoLogins(db);
  if (usable.length === 0) return;
  throw new Error(
    `refusing to start in production: the demo logins ${usable.join(', ')} still have their documented ` +
      'passwords; change those passwords or delete the accounts (README "Production")',
  );
}
