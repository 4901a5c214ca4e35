import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { Refusal } from './refusal';
import { hashPassword, verifyPassword } from './password';

export const USERNAME_PATTERN = /^[A-Za-z0-9_\p{Script=Han}]{3,20}$/u;

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

export interface Registration {
  username: string;
  password: string;
  incode?: string;
}

/**
 * @returns the new user's id.
 * @throws Refusal account.username_taken, or account.invite_unknown for an invite code nobody has (an
 *   empty one means no inviter).
 */
export async function register(db: Db, input: Registration, nowS: number): Promise<number> {
  const taken = await db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
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
        nickname: input.username,
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
    const again = await db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
    if (again) throw new Refusal('account.username_taken');
    throw err;
  }
}

// Verified against when the username is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | null = null;

/** @returns the user id when the credentials match, else null. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user.id : null;
}
