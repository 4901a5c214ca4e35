import { ACCOUNTS_NOTICES } from '../../../protocol/accounts-texts';
import { maskPhone } from '../../../protocol/accounts-recovery';
import type { BoundPhone } from '../../../protocol/accounts-recovery';
import { fillText } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import { Refusal } from '../common';
import { admitPasswordCheck } from './login-throttle';
import { verifyPassword } from './password';
import { consumeCode, issueCode, phoneOf, RESET_RULES, spendCheck, take, takePhoneSlots } from './phone-codes';
import type { SmsGateway } from './sms-gateway';

// The recovery number. Reset codes go to it, so it is bound only once a code sent to it has been typed back:
// a mistyped (or chosen) number never receives another account's resets. The current password is asked at
// both steps, so a borrowed session cannot point the account's recovery at another phone.

export function bindText(code: string): string {
  const minutes = RESET_RULES.ttlS / 60;
  const sms = ACCOUNTS_NOTICES.bindCodeSms;
  return `${fillText(sms, 'zh', { code, minutes })}${fillText(sms, 'en', { code, minutes })}`;
}

/** The caller's bound number, masked, and whether it is proven; null when none. */
export async function boundPhone(db: Db, userId: number): Promise<BoundPhone | null> {
  const row = await db
    .selectFrom('users')
    .select(['phone', 'phone_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phone === null ? null : { phone: maskPhone(row.phone), proven: row.phone_verified_at !== null };
}

/** One binding step of the account's owner: counted per account, then the password, throttled like a login. */
async function confirmOwner(db: Db, userId: number, password: string, ip: string, nowS: number): Promise<void> {
  await take(db, `phone-bind:user:${userId}`, RESET_RULES.bindsPerUser, nowS);
  const user = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ticket = await admitPasswordCheck(db, user.username, ip, nowS);
  if (!(await verifyPassword(password, user.password_hash))) {
    throw new Refusal('account.current_password_wrong', { field: 'password' });
  }
  await ticket.succeeded();
}

/** Another account holds the number, proven. An unproven claim holds nothing: the number's owner takes it over. */
async function provenElsewhere(db: Db, phone: string, userId: number): Promise<boolean> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return holder !== undefined;
}

/**
 * Sends a code to the number the caller wants to bind; nothing is bound yet (a number bound before stays in
 * force until the new one is proven).
 * @throws Refusal account.phone_invalid, account.too_many_codes, account.too_many_attempts,
 *   account.current_password_wrong, account.phone_taken.
 */
export async function sendBindCode(
  db: Db,
  sms: SmsGateway,
  userId: number,
  input: { phone: string; password: string },
  ip: string,
  nowS: number,
): Promise<void> {
  const phone = phoneOf(input.phone);
  await confirmOwner(db, userId, input.password, ip, nowS);
  if (await provenElsewhere(db, phone, userId)) throw new Refusal('account.phone_taken', { field: 'phone' });
  await take(db, `bind:user:${userId}`, RESET_RULES.bindCodesPerUser, nowS);
  await takePhoneSlots(db, phone, 'bind', nowS);
  await issueCode(db, sms, { userId, phone, purpose: 'bind' }, bindText, nowS);
}

/**
 * Binds the number a code was sent to once that code comes back ('' unbinds, with the password alone). Codes
 * already sent for resets stop answering, whichever number they went to.
 * @returns the masked number, or null after unbinding.
 * @throws Refusal account.phone_invalid, account.too_many_codes, account.too_many_attempts,
 *   account.current_password_wrong, account.phone_code_wrong, account.phone_taken.
 */
export async function bindPhone(
  db: Db,
  userId: number,
  input: { phone: string; password: string; code?: string },
  ip: string,
  nowS: number,
): Promise<BoundPhone | null> {
  const phone = input.phone.trim() === '' ? null : phoneOf(input.phone);
  await confirmOwner(db, userId, input.password, ip, nowS);
  const retireCodes = (trx: Db) =>
    trx.updateTable('reset_codes').set({ used_at: nowS }).where('user_id', '=', userId).where('used_at', 'is', null);
  if (phone === null) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ phone: null, phone_verified_at: null }).where('id', '=', userId).execute();
      await retireCodes(trx).execute();
    });
    return null;
  }
  const live = await db
    .selectFrom('reset_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('phone', '=', phone)
    .where('purpose', '=', 'bind')
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowS)
    .where('attempts', '<', RESET_RULES.maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live || !input.code) throw new Refusal('account.phone_code_wrong', { field: 'code' });
  await spendCheck(db, live, input.code, 'account.phone_code_wrong');
  try {
    await db.transaction().execute(async (trx) => {
      await consumeCode(trx, live.id, nowS, 'account.phone_code_wrong');
      // Whoever claimed the number without proving it gives way to its proven owner.
      await trx
        .updateTable('users')
        .set({ phone: null })
        .where('phone', '=', phone)
        .where('phone_verified_at', 'is', null)
        .where('id', '!=', userId)
        .execute();
      await trx.updateTable('users').set({ phone, phone_verified_at: nowS }).where('id', '=', userId).execute();
      await retireCodes(trx).execute();
    });
  } catch (err) {
    // Two accounts proving one number at once: the unique index decides.
    if (await provenElsewhere(db, phone, userId)) throw new Refusal('account.phone_taken', { field: 'phone' });
    throw err;
  }
  return { phone: maskPhone(phone), proven: true };
}
