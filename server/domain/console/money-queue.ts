import { sql } from 'kysely';
import type { LedgerStatus, MoneyUser, QueuedWithdrawal, UserStatement } from '../../../protocol/console-money';
import { QUEUE_STATEMENT_LINES } from '../../../protocol/console-money';
import type { Withdrawal } from '../../../protocol/money';
import type { Language } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import type { AuditActor } from '../common';
import { approveWithdrawal, balanceOf, rejectWithdrawal, statement, toWithdrawal, withAccount } from '../money';
import { checkLedger } from './ledger-check';
import { Refusal } from '../common';

// The console's money side: pending withdrawals with the user's statement beside them (finance judges a payout
// by where the gold came from), decisions through withdrawals.ts, and the ledger view.

const MONEY_USER_COLUMNS = ['id', 'username', 'nickname', 'banned_at'] as const;

async function moneyUser(
  db: Db,
  user: { id: number; username: string; nickname: string; banned_at: number | null },
): Promise<MoneyUser> {
  const [wallet, hold] = await Promise.all([
    balanceOf(db, { user: user.id, kind: 'wallet' }),
    balanceOf(db, { user: user.id, kind: 'hold' }),
  ]);
  return { id: user.id, username: user.username, nickname: user.nickname, bannedAt: user.banned_at, wallet, hold };
}

/** Oldest first: paid in the order they were asked for. */
export async function withdrawalQueue(db: Db, language: Language): Promise<QueuedWithdrawal[]> {
  const rows = await db.selectFrom('withdrawals').selectAll().where('status', '=', 'pending').orderBy('id').execute();
  if (rows.length === 0) return [];
  const [accounts, users] = await Promise.all([
    db
      .selectFrom('payout_accounts')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((r) => r.payout_account_id),
      )
      .execute(),
    db
      .selectFrom('users')
      .select(MONEY_USER_COLUMNS)
      .where(
        'id',
        'in',
        rows.map((r) => r.user_id),
      )
      .execute(),
  ]);
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const people = new Map<number, { user: MoneyUser; lines: QueuedWithdrawal['statement'] }>();
  for (const u of users) {
    const lines = await statement(db, u.id, { page: 1, pageSize: QUEUE_STATEMENT_LINES }, language);
    people.set(u.id, { user: await moneyUser(db, u), lines: lines.list });
  }
  return rows.map((r) => {
    const p = people.get(r.user_id) ?? {
      user: { id: r.user_id, username: '', nickname: '', bannedAt: null, wallet: 0, hold: 0 },
      lines: [],
    };
    return { ...toWithdrawal(r, accountOf.get(r.payout_account_id)), user: p.user, statement: p.lines };
  });
}

export async function decideWithdrawal(
  db: Db,
  c: { id: number; action: 'approve' | 'reject'; reason: string; actor: AuditActor; nowS: number },
): Promise<Withdrawal> {
  const row =
    c.action === 'approve'
      ? await approveWithdrawal(db, c.id, c.nowS, c.actor)
      : await rejectWithdrawal(db, c.id, c.reason, c.nowS, c.actor);
  return withAccount(db, row);
}

/** @throws Refusal admin.user_not_found. */
export async function userStatement(
  db: Db,
  q: { username: string; page?: number; pageSize?: number },
  language: Language,
): Promise<UserStatement> {
  const user = await db
    .selectFrom('users')
    .select(MONEY_USER_COLUMNS)
    .where(sql<string>`lower(username)`, '=', q.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username: q.username });
  return {
    user: await moneyUser(db, user),
    statement: await statement(db, user.id, { page: q.page, pageSize: q.pageSize }, language),
  };
}

export async function ledgerStatus(db: Db, nowS: number): Promise<LedgerStatus> {
  const problems = await checkLedger(db);
  return { ok: problems.length === 0, problems, checkedAt: nowS };
}
