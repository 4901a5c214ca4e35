import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { passwordProblem, usernameKey } from '../../../protocol/accounts-rules';
import type { Language } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import { generateDisplayName } from './display-names';
import { admitPasswordCheck } from './login-throttle';
import { Refusal, takeWindow, waitWords } from '../common';
import { hashPassword, verifyPassword } from './password';
import { revokeOtherSessions } from './sessions';
import type { Caller } from './sessions';
import type { WindowRule } from '../common';

// Registration attempts per address, counted whatever their outcome: "this username is taken" tells whether
// an account exists, so asking it in bulk is throttled like making accounts in bulk.
export const REGISTER_ADDRESS: WindowRule = { max: 20, windowS: 3600 };

const INCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INCODE_LENGTH = 8;

function randomIncode(): string {
  let s = '';
  for (let i = 0; i < INCODE_LENGTH; i++) s += INCODE_ALPHABET[randomInt(INCODE_ALPHABET.length)];
  return s;
}

async function uniqueIncode(db: Db): Promise<string> {
  // 32^8 codes: a clash is rare, retrying a few times makes it negligible.
  for (let i = 0; i < 5; i++) {
    const code = randomIncode();
    const taken = await db.selectFrom('users').select('id').where('incode', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error('could not generate a unique invite code');
}

/** The account whose name matches `username` in any case (the unique index is on lower(username)). */
function byName(db: Db, username: string) {
  return db.selectFrom('users').where(sql<string>`lower(username)`, '=', usernameKey(username));
}

export interface Registration {
  username: string;
  password: string;
  incode?: string;
}

/**
 * @returns the new user's id.
 * @throws Refusal account.too_many_registrations, account.username_taken (also for a case variant of an
 *   existing name), or account.invite_unknown for an invite code nobody has (an empty one means no inviter).
 */
export async function register(
  db: Db,
  input: Registration,
  origin: { ip: string; language: Language },
  nowS: number,
): Promise<number> {
  const slot = await takeWindow(db, `register:ip:${origin.ip}`, REGISTER_ADDRESS, nowS);
  if (!slot.ok) throw new Refusal('account.too_many_registrations', { wait: waitWords(slot.waitS) });
  const taken = await byName(db, input.username).select('id').executeTakeFirst();
  if (taken) throw new Refusal('account.username_taken');
  let invitedBy: number | null = null;
  if (input.incode) {
    const inviter = await db
      .selectFrom('users')
      .select('id')
      .where('incode', '=', input.incode.toUpperCase())
      .executeTakeFirst();
    if (!inviter) throw new Refusal('account.invite_unknown');
    invitedBy = inviter.id;
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: input.username,
        password_hash: passwordHash,
        nickname: generateDisplayName(origin.language),
        avatar: null,
        vip_expires_at: null,
        incode: await uniqueIncode(db),
        invited_by: invitedBy,
        created_at: nowS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
    const again = await byName(db, input.username).select('id').executeTakeFirst();
    if (again) throw new Refusal('account.username_taken');
    throw err;
  }
}

// Verified against when the username is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | null = null;

/**
 * @returns the user id when the credentials match (the name in any case), else null. A temporary password an
 * operator set (user-admin.ts) matches once, before it expires: the login that uses it marks it used, with a
 * conditional update, so two logins racing with it get one session between them.
 */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
  nowS: number,
): Promise<number | null> {
  const user = await byName(db, username)
    .select(['id', 'password_hash', 'temp_password_expires_at', 'temp_password_used_at'])
    .executeTakeFirst();
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  const until = user.temp_password_expires_at;
  if (until === null) return user.id;
  if (user.temp_password_used_at !== null || until <= nowS) return null;
  const used = await db
    .updateTable('users')
    .set({ temp_password_used_at: nowS })
    .where('id', '=', user.id)
    .where('password_hash', '=', user.password_hash)
    .where('temp_password_used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? user.id : null;
}

/** The columns that store a password the user chose (a temporary one an operator set stops answering). */
export const OWN_PASSWORD = { temp_password_expires_at: null, temp_password_used_at: null } as const;

/** The registration rules against the account's own name (the payload schema checked the rest). */
export function assertPasswordFor(username: string, password: string, field: string): void {
  if (passwordProblem(password, username) === 'username') {
    throw new Refusal('account.password_like_username', { field });
  }
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * Checks the current password (throttled like a login on the account's name: a stolen session cannot guess
 * faster than a stranger), stores the new one and ends every other session of the account.
 * @throws Refusal account.password_unchanged, account.password_like_username, account.too_many_attempts,
 *   account.current_password_wrong.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  change: PasswordChange,
  ip: string,
  nowS: number,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  if (change.newPassword === change.oldPassword) {
    throw new Refusal('account.password_unchanged', { field: 'newPassword' });
  }
  assertPasswordFor(user.username, change.newPassword, 'newPassword');
  const ticket = await admitPasswordCheck(db, user.username, ip, nowS);
  if (!(await verifyPassword(change.oldPassword, user.password_hash))) {
    throw new Refusal('account.current_password_wrong');
  }
  await ticket.succeeded();
  const hash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    // Only over the hash that was checked: of two changes racing with one old password, the second finds the
    // first one's hash and is refused as a wrong current password.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: hash, ...OWN_PASSWORD })
      .where('id', '=', caller.userId)
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new Refusal('account.current_password_wrong');
    await revokeOtherSessions(trx, caller.userId, caller.sessionId, nowS);
  });
}
