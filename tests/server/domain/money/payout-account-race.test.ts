import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../../server/domain/console';
import { addAccount, DEFAULT_MONEY, deleteAccount, requestWithdrawal } from '../../../../server/domain/money';
import { dialects, nowS } from '../../helper';
import { fundWallet, insertUser, useMoneyDb } from '../../support/money-db';

// Deleting a payout account while a withdrawal to it is asked: both sides lock the account's row, so the
// second waits and then sees the first. Never both: a pending request must not point at a hidden account.
const TRIES = 40;

describe.each(dialects)('deleting a payout account while withdrawing to it (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it(`lets exactly one of the two succeed, ${TRIES} tries at once`, async () => {
    const outcomes = { withdrew: 0, deleted: 0 };
    for (let i = 0; i < TRIES; i++) {
      // A fresh member each time: the accounts a won withdrawal keeps would reach the cap of five.
      const user = await insertUser(m.db);
      await fundWallet(m.db, user, 100, `race-${user}`);
      const account = await addAccount(
        m.db,
        user,
        { method: 'alipay', holder: 'Qin', accountNo: '13800001111' },
        nowS(),
      );
      const [withdraw, del] = await Promise.allSettled([
        requestWithdrawal(
          m.db,
          DEFAULT_MONEY,
          { userId: user, amount: 100, accountId: account.id, key: `race-${user}-${i}` },
          nowS(),
        ),
        deleteAccount(m.db, user, account.id, nowS()),
      ]);
      const codes = [withdraw, del].map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok'));
      // One wins; the loser is told why in the words of its own refusal.
      expect(
        codes.filter((c) => c === 'ok'),
        `try ${i}: ${codes.join(', ')}`,
      ).toHaveLength(1);
      if (withdraw.status === 'fulfilled') {
        expect(codes[1]).toBe('money.account_busy');
        outcomes.withdrew += 1;
      } else {
        expect(codes[0]).toBe('money.account_not_found');
        outcomes.deleted += 1;
      }
    }
    // Whatever the interleaving, no open request points at a deleted account.
    const orphans = await m.db
      .selectFrom('withdrawals as w')
      .innerJoin('payout_accounts as a', 'a.id', 'w.payout_account_id')
      .select('w.id')
      .where('w.status', 'in', ['pending', 'paying'])
      .where('a.deleted_at', 'is not', null)
      .execute();
    expect(orphans).toEqual([]);
    expect(outcomes.withdrew + outcomes.deleted).toBe(TRIES);
    expect(await checkLedger(m.db)).toEqual([]);
  }, 60_000);
});
