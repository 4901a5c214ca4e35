import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNTS_NOTICES } from '../../../protocol/accounts-texts';
import { maskPhone, normalizePhone, RESET_CODE_LENGTH } from '../../../protocol/accounts-recovery';
import { fillText } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import { assertPasswordFor, OWN_PASSWORD } from './credentials';
import { admitPasswordCheck } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { Refusal, takeWindow, waitWords } from '../common';
import { revokeAllSessions } from './sessions';
import type { SmsGateway } from './sms-gateway';
import type { WindowRule } from '../common';

// Reset by a code sent to the bound phone. Nothing a stranger sees differs between a bound and an unbound
// number: the same reply, the same counters, and an unknown number fails a check like a wrong code does.

export const RESET_RULES = {
  /** A code answers for this long. */
  ttlS: 10 * 60,
  /** Checks (right or wrong) a code takes before it dies. */
  maxAttempts: 5,
  /** Codes sent to one number, whoever asks. */
  perPhone: { max: 5, windowS: 3600 } satisfies WindowRule,
  /** At most one code per number per minute. */
  phoneGap: { max: 1, windowS: 60 } satisfies WindowRule,
  /** Codes asked for from one address, for any numbers. */
  perAddress: { max: 10, windowS: 3600 } satisfies WindowRule,
  /** Code checks from one address, over all numbers: guessing across many live codes stays slow. */
  checksPerAddress: { max: 30, windowS: 3600 } satisfies WindowRule,
  /** Phone (un)binding attempts per account, which also tell whether a number is taken. */
  bindsPerUser: { max: 10, windowS: 24 * 3600 } satisfies WindowRule,
};

function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new Refusal('account.phone_invalid', { field: 'phone' });
  return phone;
}

async function take(db: Db, key: string, rule: WindowRule, nowS: number): Promise<void> {
  const slot = await takeWindow(db, key, rule, nowS);
  if (!slot.ok) throw new Refusal('account.too_many_codes', { wait: waitWords(slot.waitS) });
}

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function resetText(code: string): string {
  const minutes = RESET_RULES.ttlS / 60;
  const sms = ACCOUNTS_NOTICES.resetCodeSms;
  return `${fillText(sms, 'zh', { code, minutes })}${fillText(sms, 'en', { code, minutes })}`;
}

/**
 * Sends a code when the number is bound; the counters are taken either way, so the reply and the limits say
 * nothing about the number. A new code retires the number's earlier ones.
 * @throws Refusal account.phone_invalid, account.too_many_codes.
 */
export async function sendResetCode(db: Db, sms: SmsGateway, input: string, ip: string, nowS: number): Promise<void> {
  const phone = phoneOf(input);
  await take(db, `reset:ip:${ip}`, RESET_RULES.perAddress, nowS);
  await take(db, `reset:gap:${phone}`, RESET_RULES.phoneGap, nowS);
  await take(db, `reset:phone:${phone}`, RESET_RULES.perPhone, nowS);
  const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!user) return;
  const code = String(randomInt(10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reset_codes')
      .set({ used_at: nowS })
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('reset_codes')
      .values({
        user_id: user.id,
        phone,
        code_hash: hashCode(code),
        created_at: nowS,
        expires_at: nowS + RESET_RULES.ttlS,
      })
      .execute();
    await sms.send(trx, { phone, text: resetText(code) }, nowS);
  });
}

/**
 * Spends one check of the number's live code, then stores the new password and ends every session of the
 * account in one transaction. The check is counted by a conditional UPDATE before the code is compared, and
 * the code is consumed by another, so parallel requests can neither exceed the attempts nor use it twice.
 * @throws Refusal account.phone_invalid, account.too_many_codes, account.reset_code_wrong (also for a number
 *   no account has), account.password_like_username.
 */
export async function resetPassword(
  db: Db,
  input: { phone: string; code: string; password: string },
  ip: string,
  nowS: number,
): Promise<void> {
  const phone = phoneOf(input.phone);
  await take(db, `reset-check:ip:${ip}`, RESET_RULES.checksPerAddress, nowS);
  const live = await db
    .selectFrom('reset_codes')
    .select(['id', 'user_id', 'code_hash'])
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowS)
    .where('attempts', '<', RESET_RULES.maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) throw new Refusal('account.reset_code_wrong');
  const counted = await db
    .updateTable('reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', RESET_RULES.maxAttempts)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1 || !codeMatches(input.code, live.code_hash)) {
    throw new Refusal('account.reset_code_wrong');
  }
  const user = await db.selectFrom('users').select('username').where('id', '=', live.user_id).executeTakeFirstOrThrow();
  assertPasswordFor(user.username, input.password, 'password');
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('reset_codes')
      .set({ used_at: nowS })
      .where('id', '=', live.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new Refusal('account.reset_code_wrong');
    await trx
      .updateTable('users')
      .set({ password_hash: hash, ...OWN_PASSWORD })
      .where('id', '=', live.user_id)
      .execute();
    await revokeAllSessions(trx, live.user_id, nowS);
  });
}

/** The caller's bound number, masked, or null. */
export async function boundPhone(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.phone === null ? null : maskPhone(row.phone);
}

/**
 * Binds a number to the caller's account ('' unbinds), after the current password (throttled like a login):
 * a borrowed session cannot point the account's recovery at another phone.
 * @returns the masked number, or null after unbinding.
 * @throws Refusal account.phone_invalid, account.too_many_codes, account.too_many_attempts,
 *   account.current_password_wrong, account.phone_taken.
 */
export async function bindPhone(
  db: Db,
  userId: number,
  input: { phone: string; password: string },
  ip: string,
  nowS: number,
): Promise<string | null> {
  const phone = input.phone.trim() === '' ? null : phoneOf(input.phone);
  await take(db, `phone-bind:user:${userId}`, RESET_RULES.bindsPerUser, nowS);
  const user = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ticket = await admitPasswordCheck(db, user.username, ip, nowS);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new Refusal('account.current_password_wrong', { field: 'password' });
  }
  await ticket.succeeded();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ phone }).where('id', '=', userId).execute();
      // Codes already sent to the old number must not reset the account any more.
      await trx
        .updateTable('reset_codes')
        .set({ used_at: nowS })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    });
  } catch (err) {
    // Two accounts racing for one number: the unique index decides.
    if (phone !== null) {
      const holder = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      if (holder && holder.id !== userId) throw new Refusal('account.phone_taken', { field: 'phone' });
    }
    throw err;
  }
  return phone === null ? null : maskPhone(phone);
}
