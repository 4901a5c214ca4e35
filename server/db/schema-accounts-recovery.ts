import type { Generated } from 'kysely';

// Tables added by the accounts migration of 2026-11-24-060 (reset codes, SMS sandbox); merged into Database in schema.ts.

/** What a code sent by SMS is for: resetting the password, or proving a number before it is bound. */
export type CodePurpose = 'reset' | 'bind';

/** One code sent by SMS (a password reset's, or a number's proof since 2026-11-28-120); only its salted hash is kept. */
export interface ResetCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  purpose: Generated<CodePurpose>;
  /** `salt$sha256hex` of the code. */
  code_hash: string;
  /** Checks made against this code, right or wrong; it stops answering at RESET_RULES.maxAttempts. */
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  /** When it was used, or superseded by a newer code; null while live. */
  used_at: number | null;
}

/** Messages the sandbox SMS gateway "sent": the developer's stand-in for the phone. */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  created_at: number;
}

export interface RecoveryTables {
  reset_codes: ResetCodeTable;
  sms_outbox: SmsOutboxTable;
}
