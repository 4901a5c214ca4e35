// The sandbox SMS outbox on the operators' command line (npm run admin -- sms outbox [--phone NUMBER]).
import { normalizePhone } from '../../../protocol/accounts-recovery';
import type { Db } from '../../db/database';
import type { AdminIo } from './release-admin';
import { isoTime, optionValue, table } from './release-admin';
import { sandboxOutbox } from '../accounts';

const USAGE = `usage: npm run admin -- sms outbox [--phone NUMBER] [--limit N]
  sms outbox        the sandbox gateway's latest messages, newest first`;

/** Exit codes: 0 done, 2 usage error; null when the area is not sms. */
export async function runSmsAdmin(db: Db, argv: string[], io: AdminIo): Promise<number | null> {
  const [area, command, ...rest] = argv;
  if (area !== 'sms') return null;
  const phoneArg = optionValue(rest, '--phone');
  const limitArg = optionValue(rest, '--limit');
  const phone = phoneArg ? normalizePhone(phoneArg) : undefined;
  const limit = limitArg ? Number(limitArg) : 20;
  if (command !== 'outbox' || phone === null || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    io.err(USAGE);
    return 2;
  }
  const rows = await sandboxOutbox(db, limit, phone);
  if (rows.length === 0) io.out('no messages');
  else
    io.out(
      table(
        ['id', 'phone', 'sent', 'text'],
        rows.map((m) => [String(m.id), m.phone, isoTime(m.createdAt), m.body]),
      ),
    );
  return 0;
}
