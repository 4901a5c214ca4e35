import { PostgresAdapter, sql } from 'kysely';
import type { Dashboard } from '../../../protocol/console';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';

// The console's first screen: what waits for an operator now, and what happened since the console's local
// midnight (`since`, sent by the console so "today" is the operator's day).

const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0);

/** Whether a table exists on this database (on PostgreSQL: on the search path). */
async function hasTable(db: Db, name: string): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const r = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db);
    return r.rows[0]?.found != null;
  }
  const r = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${name}`.execute(
    db,
  );
  return r.rows.length > 0;
}

/** Open reports of conversations, plus of posts once the post reports table exists. */
async function openReports(db: Db): Promise<number> {
  const chat = await db
    .selectFrom('chat_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!(await hasTable(db, 'post_reports'))) return count(chat);
  const posts = await sql<{ n: number | string }>`select count(*) as n from post_reports where status = 'open'`.execute(
    db,
  );
  return count(chat) + count(posts.rows[0]);
}

export async function dashboard(db: Db, since: number): Promise<Dashboard> {
  const [pendingPosts, pendingWithdrawals, reports, feedback, signups, posts, revenue, requested, paid] =
    await Promise.all([
      db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', POST_STATUS.PENDING)
        .executeTakeFirst(),
      // Finance's work: requests to decide, and payouts made by hand still to confirm.
      db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([
              eb('status', '=', 'paying'),
              eb.exists(
                eb
                  .selectFrom('payout_transfers as p')
                  .select('p.id')
                  .whereRef('p.withdrawal_id', '=', 'withdrawals.id')
                  .where('p.channel', '=', 'manual'),
              ),
            ]),
          ]),
        )
        .executeTakeFirst(),
      openReports(db),
      db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirst(),
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirst(),
      db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirst(),
      db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('ledger_entries.amount'), sql.lit(0)).as('n'))
        .where('ledger_accounts.kind', '=', 'revenue')
        .where('ledger_entries.created_at', '>=', since)
        .executeTakeFirst(),
      db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirst(),
      db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), sql.lit(0)).as('n'))
        .where('status', '=', 'paid')
        .where('decided_at', '>=', since)
        .executeTakeFirst(),
    ]);
  return {
    pendingPosts: count(pendingPosts),
    pendingWithdrawals: count(pendingWithdrawals),
    openReports: reports,
    openFeedback: count(feedback),
    today: {
      signups: count(signups),
      posts: count(posts),
      revenueGold: count(revenue),
      withdrawalsRequested: count(requested),
      withdrawalsPaidGold: count(paid),
    },
  };
}
