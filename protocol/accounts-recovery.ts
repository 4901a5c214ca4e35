import type { Access } from './access';

// Password reset by a one-time code sent to the phone number bound to the account, and binding that number
// once a code sent to it came back (docs/protocol.md, "Accounts: reset, profile, invitations").
// retrievePassword is the spec §7 name; the others are ours.

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

/** The caller's recovery number as shown back to them. */
export interface BoundPhone {
  /** Masked (maskPhone). */
  phone: string;
  /** A code sent to it came back. An unproven number (bound before numbers were proven) receives no reset code. */
  proven: boolean;
}

export interface BindRequest {
  /** '' unbinds. */
  phone: string;
  /** The current password. */
  password: string;
  /** The code sendBindCode sent to `phone`; needed for every number, not for unbinding. */
  code?: string;
}

export interface RecoveryEndpoints {
  /** Sends a reset code when the number is bound to an account; the reply is the same either way. */
  '/api/account/sendResetCode': { payload: { phone: string }; reply: null };
  /** Checks the code, stores the new password and ends every session of the account. */
  '/api/account/retrievePassword': { payload: ResetRequest; reply: null };
  /** Sends a code to the number the caller wants to bind; needs the current password. Binds nothing yet. */
  '/api/account/sendBindCode': { payload: { phone: string; password: string }; reply: null };
  /** Binds the number its code proved (or with '' unbinds); needs the current password. Reply: the number, or null. */
  '/api/account/bindPhone': { payload: BindRequest; reply: BoundPhone | null };
  /** The caller's bound phone number, or null. */
  '/api/account/phone': { payload: Record<string, never>; reply: BoundPhone | null };
}

export const RECOVERY_ACCESS = {
  '/api/account/sendResetCode': 'public',
  '/api/account/retrievePassword': 'public',
  '/api/account/sendBindCode': 'user',
  '/api/account/bindPhone': 'user',
  '/api/account/phone': 'user',
} as const satisfies Record<keyof RecoveryEndpoints, Access>;
