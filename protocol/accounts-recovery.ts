import type { Access } from './access';

// Password reset by a one-time code sent to the phone number bound to the account (docs/protocol.md,
// "Accounts: reset, profile, invitations"). retrievePassword is the spec §7 name; the other two are ours.

/** Digits a reset code has. */
export const RESET_CODE_LENGTH = 6;

/**
 * The stored form of a phone number, or null when it is not one: spaces, dashes and brackets are dropped,
 * an 11-digit mainland mobile number (1[3-9]…) gets +86, anything else must already be international
 * (+ then 7–15 digits, E.164).
 */
export function normalizePhone(input: string): string | null {
  const s = input.replace(/[\s\-()]/g, '');
  if (/^1[3-9]\d{9}$/.test(s)) return `+86${s}`;
  if (/^\+[1-9]\d{6,14}$/.test(s)) return s;
  return null;
}

/** A phone number with its middle hidden, as shown back to its owner (+86 138****5678). */
export function maskPhone(phone: string): string {
  const keep = phone.startsWith('+86') ? 3 : 2;
  const body = phone.startsWith('+86') ? phone.slice(3) : phone.slice(1);
  const prefix = phone.startsWith('+86') ? '+86 ' : '+';
  if (body.length <= keep + 4) return prefix + body;
  return prefix + body.slice(0, keep) + '*'.repeat(body.length - keep - 4) + body.slice(-4);
}

export interface ResetRequest {
  phone: string;
  code: string;
  /** Must pass the registration rules (protocol/accounts-rules.ts) against the account's name. */
  password: string;
}

export interface RecoveryEndpoints {
  /** Sends a reset code when the number is bound to an account; the reply is the same either way. */
  '/api/account/sendResetCode': { payload: { phone: string }; reply: null };
  /** Checks the code, stores the new password and ends every session of the account. */
  '/api/account/retrievePassword': { payload: ResetRequest; reply: null };
  /** Binds (or with '' unbinds) the caller's phone number; needs the current password. Reply: the masked number. */
  '/api/account/bindPhone': { payload: { phone: string; password: string }; reply: string | null };
  /** The caller's bound phone number, masked, or null. */
  '/api/account/phone': { payload: Record<string, never>; reply: string | null };
}

export const RECOVERY_ACCESS = {
  '/api/account/sendResetCode': 'public',
  '/api/account/retrievePassword': 'public',
  '/api/account/bindPhone': 'user',
  '/api/account/phone': 'user',
} as const satisfies Record<keyof RecoveryEndpoints, Access>;
