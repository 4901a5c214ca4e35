import type { Db } from '../../db/database';
import type { DuplicateLink } from '../../../protocol/console-review';
import { LINKED_MAX, LINK_ADDRESS_WINDOW_S } from './posting-limits';

// Which accounts are "the same person, maybe" for the duplicate check, from what the data holds:
// - same: the account itself;
// - invited: one invitation away (the account's inviter, or someone it invited);
// - address: another account whose session was last seen at an address this account's session was last
//   seen at, both within LINK_ADDRESS_WINDOW_S. Addresses that name no one (loopback, private networks,
//   link-local, empty) never link: behind a misconfigured proxy every account would share one.
// A phone number cannot link two accounts: it is unique per account.

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

/** True when an address can tell people apart. */
export function identifyingAddress(ip: string): boolean {
  const a = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (a === '' || a === '::' || a === '::1' || a === 'unknown') return false;
  if (a.includes(':')) return !/^(fe[89ab]|f[cd])/.test(a);
  return !PRIVATE_V4.some((r) => r.test(a));
}

/** The account and its linked accounts, each with its strongest link (same, then invited, then address). */
export async function linkedAccounts(db: Db, userId: number, nowS: number): Promise<Map<number, DuplicateLink>> {
  const out = new Map<number, DuplicateLink>([[userId, 'same']]);
  const me = await db.selectFrom('users').select('invited_by').where('id', '=', userId).executeTakeFirst();
  const invitees = await db
    .selectFrom('users')
    .select('id')
    .where('invited_by', '=', userId)
    .orderBy('id', 'desc')
    .limit(LINKED_MAX)
    .execute();
  for (const id of [...(me?.invited_by ? [me.invited_by] : []), ...invitees.map((r) => r.id)])
    if (!out.has(id)) out.set(id, 'invited');

  const since = nowS - LINK_ADDRESS_WINDOW_S;
  const mine = await db
    .selectFrom('sessions')
    .select('ip')
    .distinct()
    .where('user_id', '=', userId)
    .where('last_seen_at', '>', since)
    .limit(LINKED_MAX)
    .execute();
  const addresses = mine.map((r) => r.ip).filter(identifyingAddress);
  if (addresses.length > 0) {
    const others = await db
      .selectFrom('sessions')
      .select('user_id')
      .distinct()
      .where('ip', 'in', addresses)
      .where('last_seen_at', '>', since)
      .where('user_id', '!=', userId)
      .limit(LINKED_MAX)
      .execute();
    for (const r of others) if (!out.has(r.user_id)) out.set(r.user_id, 'address');
  }
  return out;
}
