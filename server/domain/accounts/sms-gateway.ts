import type { Db } from '../../db/database';

// The seam to an SMS provider. The embedded default is the sandbox: it "sends" by storing the message in
// sms_outbox, read by developers at /dev/sms-outbox (off in production) and by operators with
// `npm run admin -- sms outbox`. A real provider is one more implementation handed to buildApp.

export interface SmsMessage {
  /** Normalized (protocol/accounts-recovery.ts normalizePhone). */
  phone: string;
  text: string;
}

export interface SmsGateway {
  code: string;
  /** Runs inside the transaction that made the code, so a message exists exactly when its code does. */
  send(db: Db, message: SmsMessage, nowS: number): Promise<void>;
}

export const sandboxSms: SmsGateway = {
  code: 'sandbox',
  async send(db, message, nowS) {
    await db.insertInto('sms_outbox').values({ phone: message.phone, body: message.text, created_at: nowS }).execute();
  },
};

export interface OutboxMessage {
  id: number;
  phone: string;
  body: string;
  createdAt: number;
}

/** The sandbox's latest messages, newest first, optionally for one (normalized) number. */
export async function sandboxOutbox(db: Db, limit: number, phone?: string): Promise<OutboxMessage[]> {
  let q = db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
  if (phone) q = q.where('phone', '=', phone);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, phone: r.phone, body: r.body, createdAt: r.created_at }));
}
