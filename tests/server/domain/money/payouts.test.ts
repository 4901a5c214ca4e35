import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../../server/domain/console';
import {
  addAccount,
  approveWithdrawal,
  balanceOf,
  DEFAULT_MONEY,
  requestWithdrawal,
  settlePayout,
} from '../../../../server/domain/money';
import type { PayoutAdapter } from '../../../../server/domain/money';
import { dialects, nowS } from '../../helper';
import { fundWallet, insertUser, useMoneyDb } from '../../support/money-db';

// An adapter that refuses a payout outright (a closed account, a provider's validation): the payout fails at
// once and the hold goes back, without waiting for a notify that will never come.
const refusing: PayoutAdapter = {
  code: 'strict',
  name: { zh: '严格', en: 'Strict' },
  send: async () => {
    throw new Error('account closed at the bank');
  },
  verify: () => ({ kind: 'forged' }),
};

describe.each(dialects)('payouts an adapter refuses (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('fails the payout at once, gives the hold back, keeps the provider’s reason and frees the day’s cap', async () => {
    const user = await insertUser(m.db);
    await fundWallet(m.db, user, 500, `refuse-${user}`);
    const account = await addAccount(
      m.db,
      user,
      { method: 'bank', holder: 'Ma', accountNo: '6222000099998888', bankName: '建设银行' },
      nowS(),
    );
    const w = await requestWithdrawal(
      m.db,
      DEFAULT_MONEY,
      { userId: user, amount: 300, accountId: account.id, key: `refuse-${user}` },
      nowS(),
    );
    const adapters = new Map([[refusing.code, refusing]]);
    const row = await approveWithdrawal(m.db, adapters, { id: w.id, channel: 'strict', nowS: nowS() });
    expect(row).toMatchObject({ status: 'failed', reason: 'account closed at the bank' });
    expect(await balanceOf(m.db, { user, kind: 'wallet' })).toBe(500);
    expect(await balanceOf(m.db, { user, kind: 'hold' })).toBe(0);
    const payout = await m.db
      .selectFrom('payout_transfers')
      .selectAll()
      .where('withdrawal_id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ channel: 'strict', status: 'failed', failure: 'account closed at the bank' });
    // A late word from anyone changes nothing now.
    const late = { id: w.id, channel: 'strict', outcome: 'paid' as const, failure: '', nowS: nowS() };
    expect(await settlePayout(m.db, late)).toBe('already');
    await expect(
      approveWithdrawal(m.db, adapters, { id: w.id, channel: 'nowhere', nowS: nowS() }),
    ).rejects.toMatchObject({ code: 'money.payout_channel_unknown' });
    expect(await checkLedger(m.db)).toEqual([]);
    // What failed does not count towards the day's cap: the same sum can be asked for again at once.
    const capped = { ...DEFAULT_MONEY, withdrawDailyCap: 300 };
    const again = { userId: user, amount: 300, accountId: account.id, key: `refuse-${user}-again` };
    await expect(requestWithdrawal(m.db, capped, again, nowS())).resolves.toMatchObject({ status: 'pending' });
  });
});
