import { sql } from 'kysely';
import type {
  LedgerStatus,
  MoneyUser,
  PayoutChannel,
  QueuedWithdrawal,
  UserStatement,
  WithdrawalQueue,
} from '../../../protocol/console-money';
import { QUEUE_STATEMENT_LINES } from '../../../protocol/console-money';
import type { UserMoney } from '../../../protocol/console-users';
import { OPEN_WITHDRAWAL } from '../../../protocol/money';
import type { Withdrawal } from '../../../protocol/money';
import { MONEY_WORDS } from '../../../protocol/money-texts';
import type { Language } from '../../../protocol/refusals';
import type { Db } from '../../db/database';
import type { AuditActor } from '../common';
import {
  approveWithdrawal,
  balanceOf,
  withdrawalDecided,
  listWithdrawals,
  MANUAL,
  rejectWithdrawal,
  settlePayout,
  statement,
  toWithdrawal,
  withAccount,
} from '../money';
import type { PayoutAdapters } from '../money';
import { checkLedger } from './ledger-check';
import { Refusal } from '../common';

// The console's money side: open withdrawals with the user's statement beside them (finance judges a payout
// by where the gold came from), decisions and payouts through the money capability, and the ledger view.

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

/** The ways finance may pay: by hand always, and each registered adapter. */
export function payoutChannels(adapters: PayoutAdapters): PayoutChannel[] {
  return [
    ...[...adapters.values()].map((a) => ({ code: a.code, name: a.name.zh, nameEn: a.name.en })),
    { code: MANUAL, name: MONEY_WORDS.manualPayout.zh, nameEn: MONEY_WORDS.manualPayout.en },
  ];
}

/** Under review, then being paid; oldest first: paid in the order they were asked for. */
export async function withdrawalQueue(db: Db, adapters: PayoutAdapters, language: Language): Promise<WithdrawalQueue> {
  const channels = payoutChannels(adapters);
  const rows = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('status', 'in', OPEN_WITHDRAWAL)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { items: [], channels };
  const ids = rows.map((r) => r.id);
  const [accounts, users, payouts] = await Promise.all([
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
    db.selectFrom('payout_transfers').selectAll().where('withdrawal_id', 'in', ids).execute(),
  ]);
  const payoutOf = new Map(payouts.map((p) => [p.withdrawal_id, { channel: p.channel, sentAt: p.created_at }]));
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const people = new Map<number, { user: MoneyUser; lines: QueuedWithdrawal['statement'] }>();
  for (const u of users) {
    const lines = await statement(db, u.id, { page: 1, pageSize: QUEUE_STATEMENT_LINES }, language);
    people.set(u.id, { user: await moneyUser(db, u), lines: lines.list });
  }
  const items = rows.map((r): QueuedWithdrawal => {
    const p = people.get(r.user_id) ?? {
      user: { id: r.user_id, username: '', nickname: '', bannedAt: null, wallet: 0, hold: 0 },
      lines: [],
    };
    const w = toWithdrawal(r, accountOf.get(r.payout_account_id));
    return { ...w, user: p.user, statement: p.lines, payout: payoutOf.get(r.id) ?? null };
  });
  return { items, channels };
}

export interface Decision {
  id: number;
  action: 'approve' | 'reject';
  reason: string;
  channel: string;
  actor: AuditActor;
  nowS: number;
}

export async function decideWithdrawal(db: Db, adapters: PayoutAdapters, c: Decision): Promise<Withdrawal> {
  const row =
    c.action === 'approve'
      ? await approveWithdrawal(db, adapters, { id: c.id, channel: c.channel, nowS: c.nowS, actor: c.actor })
      : await rejectWithdrawal(db, c.id, c.reason, c.nowS, c.actor);
  return withAccount(db, row);
}

/**
 * Finance's word on a payout it made by hand: paid, or failed (the hold goes back; the member reads why).
 * @throws Refusal money.withdrawal_not_found, money.payout_not_manual, money.withdrawal_decided when it is not
 *   being paid, admin.own_request.
 */
export async function settleManualPayout(
  db: Db,
  c: { id: number; outcome: 'paid' | 'failed'; reason: string; actor: AuditActor; nowS: number },
): Promise<Withdrawal> {
  const outcome = await settlePayout(db, {
    id: c.id,
    channel: MANUAL,
    outcome: c.outcome,
    failure: c.reason,
    nowS: c.nowS,
    actor: c.actor,
  });
  const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
  if (outcome === 'already') throw withdrawalDecided(row.status);
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

/**
 * A member's money for support: the statement, labelled in `language`, and the latest withdrawals.
 * @throws Refusal admin.user_not_found.
 */
export async function userMoney(db: Db, userId: number, language: Language, page?: number): Promise<UserMoney> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username: `#${String(userId)}` });
  const [lines, withdrawals] = await Promise.all([
    statement(db, userId, page === undefined ? {} : { page }, language),
    listWithdrawals(db, userId, {}),
  ]);
  return { statement: lines, withdrawals };
}

export async function ledgerStatus(db: Db, nowS: number): Promise<LedgerStatus> {
  const problems = await checkLedger(db);
  return { ok: problems.length === 0, problems, checkedAt: nowS };
}
