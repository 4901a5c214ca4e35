// The operator command line's money part (npm run admin -- withdrawals … | ledger check), kept beside the
// domain it drives so tests run it against any database; scripts/admin.ts wires stdout/stderr.
import type { Db } from '../../db/database';
import type { AdminIo } from './release-admin';
import { checkLedger } from './ledger-check';
import { Refusal } from '../common';
import {
  approveWithdrawal,
  MANUAL,
  pendingWithdrawals,
  rejectWithdrawal,
  settlePayout,
  withdrawalDecided,
} from '../money';

const USAGE = `usage: npm run admin -- withdrawals <command> | ledger check
  withdrawals pending                    list withdrawals waiting for a decision
  withdrawals approve ID                 approve for a payout by hand: the request is being paid, the gold still held
  withdrawals paid ID                    the payout by hand arrived (hold → payouts, the fee to revenue)
  withdrawals failed ID --reason "…"     the payout by hand failed: the gold goes back (hold → wallet)
  withdrawals reject ID --reason "…"     give the gold back (hold → wallet); the user reads the reason
  ledger check                           verify every ledger invariant; exit 1 naming what broke`;

const isoTime = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 16);

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? '')].length)));
  return rows
    .map((r) =>
      r
        .map((v, c) => v + ' '.repeat(widths[c]! - [...v].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function ledger(db: Db, command: string | undefined, io: AdminIo): Promise<number> {
  if (command !== 'check') {
    io.err(USAGE);
    return 2;
  }
  const problems = await checkLedger(db);
  if (problems.length === 0) {
    io.out('ledger ok: every invariant holds');
    return 0;
  }
  for (const p of problems) io.err(`broken: ${p.invariant} — ${p.detail}`);
  return 1;
}

async function withdrawals(db: Db, args: string[], io: AdminIo): Promise<number> {
  const [command, idText, ...rest] = args;
  if (command === 'pending') {
    const rows = await pendingWithdrawals(db);
    if (rows.length === 0) io.out('no pending withdrawals');
    else
      io.out(
        pad([
          ['id', 'amount', 'fee', 'method', 'account', 'holder', 'requested'],
          ...rows.map((w) => [
            String(w.id),
            String(w.amount),
            String(w.fee),
            w.account?.method ?? '',
            w.account?.accountNo ?? '',
            w.account?.holder ?? '',
            isoTime(w.createdAt),
          ]),
        ]),
      );
    return 0;
  }
  const id = Number(idText);
  if (!['approve', 'reject', 'paid', 'failed'].includes(command ?? '') || !Number.isInteger(id) || id < 1) {
    io.err(USAGE);
    return 2;
  }
  const nowS = io.nowS?.() ?? Math.floor(Date.now() / 1000);
  try {
    const at = rest.indexOf('--reason');
    const reason = at >= 0 ? (rest[at + 1] ?? '').trim() : '';
    if (command === 'approve') {
      const w = await approveWithdrawal(db, new Map(), { id, channel: MANUAL, nowS });
      io.out(`withdrawal ${w.id}: approved, pay ${w.amount - w.fee} gold by hand, then: withdrawals paid ${w.id}`);
    } else if (command === 'reject') {
      const w = await rejectWithdrawal(db, id, reason, nowS);
      io.out(`withdrawal ${w.id}: rejected, ${w.amount} gold back in the wallet`);
    } else {
      if (command === 'failed' && !reason) throw new Refusal('money.reason_required');
      const outcome = command === 'paid' ? 'paid' : 'failed';
      const done = await settlePayout(db, { id, channel: MANUAL, outcome, failure: reason, nowS });
      if (done === 'already') {
        const row = await db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        throw withdrawalDecided(row.status);
      }
      io.out(`withdrawal ${id}: payout ${outcome}`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    io.err(`refused: ${err.message}`);
    return 1;
  }
}

/** Exit codes: 0 done, 1 refused or a broken invariant, 2 usage error; null when the area is not money's. */
export async function runMoneyAdmin(db: Db, argv: string[], io: AdminIo): Promise<number | null> {
  const [area, ...rest] = argv;
  if (area === 'ledger') return ledger(db, rest[0], io);
  if (area === 'withdrawals') return withdrawals(db, rest, io);
  return null;
}
