import type { Generated } from 'kysely';

// Tables added by the accounts migration of 2026-11-24-060 (reset codes, SMS sandbox); merged into Database in schema.ts.

/** One password-reset code; only its salted hash is kept. */
export interface ResetCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
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
