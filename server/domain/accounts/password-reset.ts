import { ACCOUNTS_NOTICES } from '../../../protocol/accounts-texts';
import { fillText } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import { Refusal } from '../common';
import { assertPasswordFor, OWN_PASSWORD } from './credentials';
import { hashPassword } from './password';
import { consumeCode, issueCode, phoneOf, RESET_RULES, spendCheck, take, takePhoneSlots } from './phone-codes';
import { revokeAllSessions } from './sessions';
import type { SmsGateway } from './sms-gateway';

// Reset by a code sent to the account's proven number (phone-binding.ts). Nothing a stranger sees differs
// between a proven, an unproven and an unbound number: the same reply, the same counters, and a number no code
// went to fails a check like a wrong code does.

export { RESET_RULES } from './phone-codes';

export function resetText(code: string): string {
  const minutes = RESET_RULES.ttlS / 60;
  const sms = ACCOUNTS_NOTICES.resetCodeSms;
  return `${fillText(sms, 'zh', { code, minutes })}${fillText(sms, 'en', { code, minutes })}`;
}

/**
 * Sends a code when the number is bound and proven; the counters are taken either way, so the reply and the
 * limits say nothing about the number. A new code retires the number's earlier ones.
 * @throws Refusal account.phone_invalid, account.too_many_codes.
 */
export async function sendResetCode(db: Db, sms: SmsGateway, input: string, ip: string, nowS: number): Promise<void> {
  const phone = phoneOf(input);
  await take(db, `reset:ip:${ip}`, RESET_RULES.perAddress, nowS);
  await takePhoneSlots(db, phone, 'reset', nowS);
  // An unproven number may belong to anyone (a typo, or a number typed on purpose): it gets nothing.
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!user) return;
  await issueCode(db, sms, { userId: user.id, phone, purpose: 'reset' }, resetText, nowS);
}

/**
 * Spends one check of the number's live code, then stores the new password and ends every session of the
 * account in one transaction. The code answers only while the account still holds the number, proven.
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
    .innerJoin('users', 'users.id', 'reset_codes.user_id')
    .select(['reset_codes.id', 'reset_codes.user_id', 'reset_codes.code_hash', 'users.username'])
    .where('reset_codes.phone', '=', phone)
    .where('reset_codes.purpose', '=', 'reset')
    .where('reset_codes.used_at', 'is', null)
    .where('reset_codes.expires_at', '>', nowS)
    .where('reset_codes.attempts', '<', RESET_RULES.maxAttempts)
    .whereRef('users.phone', '=', 'reset_codes.phone')
    .where('users.phone_verified_at', 'is not', null)
    .orderBy('reset_codes.id', 'desc')
    .executeTakeFirst();
  if (!live) throw new Refusal('account.reset_code_wrong');
  await spendCheck(db, live, input.code, 'account.reset_code_wrong');
  const { id, user_id: userId, username } = live;
  assertPasswordFor(username, input.password, 'password');
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, id, nowS, 'account.reset_code_wrong');
    await trx
      .updateTable('users')
      .set({ password_hash: hash, ...OWN_PASSWORD })
      .where('id', '=', userId)
      .execute();
    await revokeAllSessions(trx, userId, nowS);
  });
}
