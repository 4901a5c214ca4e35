import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizePhone, RESET_CODE_LENGTH } from '../../../protocol/accounts-recovery';
import type { AccountRefusal } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema-accounts-recovery';
import { Refusal, takeWindow, waitWords } from '../common';
import type { WindowRule } from '../common';
import type { SmsGateway } from './sms-gateway';

// The codes sent by SMS, for a reset or to prove a number before it is bound: how they are limited, made,
// checked and spent. Every message to a number, whatever it is for, counts towards that number's hourly cap,
// so nobody can flood a phone with texts through either door.

export const RESET_RULES = {
  /** A code answers for this long. */
  ttlS: 10 * 60,
  /** Checks (right or wrong) a code takes before it dies. */
  maxAttempts: 5,
  /** Codes sent to one number, whoever asks and whatever for. */
  perPhone: { max: 5, windowS: 3600 } satisfies WindowRule,
  /** At most one code of a kind per number per minute. */
  phoneGap: { max: 1, windowS: 60 } satisfies WindowRule,
  /** Codes asked for from one address, for any numbers. */
  perAddress: { max: 10, windowS: 3600 } satisfies WindowRule,
  /** Code checks from one address, over all numbers: guessing across many live codes stays slow. */
  checksPerAddress: { max: 30, windowS: 3600 } satisfies WindowRule,
  /** Phone (un)binding steps per account (each send and each confirmation), which also tell whether a number is taken. */
  bindsPerUser: { max: 10, windowS: 24 * 3600 } satisfies WindowRule,
  /** Proving codes one account may send, whatever the numbers: room to correct a typo, none to text around. */
  bindCodesPerUser: { max: 3, windowS: 3600 } satisfies WindowRule,
};

export function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new Refusal('account.phone_invalid', { field: 'phone' });
  return phone;
}

export async function take(db: Db, key: string, rule: WindowRule, nowS: number): Promise<void> {
  const slot = await takeWindow(db, key, rule, nowS);
  if (!slot.ok) throw new Refusal('account.too_many_codes', { wait: waitWords(slot.waitS) });
}

/** The per-number counters a message of `purpose` takes before it may go to `phone`. */
export async function takePhoneSlots(db: Db, phone: string, purpose: CodePurpose, nowS: number): Promise<void> {
  // The reset's keys predate proving codes: kept, so counters already running stay in force.
  await take(db, purpose === 'reset' ? `reset:gap:${phone}` : `bind:gap:${phone}`, RESET_RULES.phoneGap, nowS);
  await take(db, `reset:phone:${phone}`, RESET_RULES.perPhone, nowS);
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

/**
 * Makes a code and sends it in one transaction, retiring the earlier live codes of its kind: a reset's for
 * the number, a proving code's for the account (only the newest number it asked to prove stays open).
 */
export async function issueCode(
  db: Db,
  sms: SmsGateway,
  target: { userId: number; phone: string; purpose: CodePurpose },
  textOf: (code: string) => string,
  nowS: number,
): Promise<void> {
  const { userId, phone, purpose } = target;
  const code = String(randomInt(10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    const retire = trx
      .updateTable('reset_codes')
      .set({ used_at: nowS })
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null);
    await (purpose === 'reset' ? retire.where('phone', '=', phone) : retire.where('user_id', '=', userId)).execute();
    await trx
      .insertInto('reset_codes')
      .values({
        user_id: userId,
        phone,
        purpose,
        code_hash: hashCode(code),
        created_at: nowS,
        expires_at: nowS + RESET_RULES.ttlS,
      })
      .execute();
    await sms.send(trx, { phone, text: textOf(code) }, nowS);
  });
}

/**
 * Spends one check of a live code and refuses unless `code` is right. The check is counted by a conditional
 * UPDATE before the code is compared, so parallel requests cannot exceed the attempts.
 */
export async function spendCheck(
  db: Db,
  live: { id: number; code_hash: string },
  code: string,
  wrong: AccountRefusal,
): Promise<void> {
  const counted = await db
    .updateTable('reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', RESET_RULES.maxAttempts)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1 || !codeMatches(code, live.code_hash)) throw new Refusal(wrong);
}

/** Uses a checked code, inside the transaction that acts on it: of two racing requests only one gets it. */
export async function consumeCode(trx: Db, id: number, nowS: number, wrong: AccountRefusal): Promise<void> {
  const used = await trx
    .updateTable('reset_codes')
    .set({ used_at: nowS })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new Refusal(wrong);
}
