import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutAccount, Withdrawal } from '../../../../../protocol/money';
import { AccountList } from '../../../../../src/features/money/withdraw/AccountList';
import { WithdrawalList } from '../../../../../src/features/money/withdraw/WithdrawalList';
import { setLang } from '../../../../../src/state/locale';

const ACCOUNT: PayoutAccount = {
  id: 3,
  method: 'bank',
  holder: 'Lin',
  accountNo: '************2222',
  bankName: 'ICBC',
  createdAt: 0,
};
const w = (over: Partial<Withdrawal>): Withdrawal => ({
  id: 1,
  amount: 200,
  fee: 0,
  payoutCents: 2000,
  status: 'pending',
  reason: '',
  account: ACCOUNT,
  createdAt: 1_800_000_000,
  decidedAt: null,
  ...over,
});

describe('withdrawals and payout accounts', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('shows each request’s state; a rejected one says why; one under review can be cancelled', () => {
    const html = renderToStaticMarkup(
      <WithdrawalList
        items={[
          w({ id: 1 }),
          w({ id: 2, status: 'paid', fee: 4, payoutCents: 1960, decidedAt: 1_800_000_100 }),
          w({
            id: 3,
            status: 'rejected',
            reason: 'Name does not match',
            decidedAt: 1_800_000_100,
            account: null,
            payoutCents: null,
          }),
          w({ id: 4, status: 'cancelled', decidedAt: 1_800_000_100 }),
        ]}
        onChanged={() => undefined}
      />,
    );
    expect(html).toContain('>Under review<');
    expect(html).toContain('>Paid out<');
    expect(html).toContain('>Rejected<');
    expect(html).toContain('>Cancelled<');
    // Only the request under review can be taken back.
    expect(html.match(/withdrawal-cancel/g)).toHaveLength(1);
    expect(html).toContain('Rejected: Name does not match');
    expect(html.match(/withdrawal-reason/g)).toHaveLength(1);
    expect(html).toContain('Fee 4');
    // What arrives, in money; a request from before payouts were recorded shows none.
    expect(html).toContain('Pays ¥19.60');
    expect(html.match(/withdrawal-payout/g)).toHaveLength(2);
    expect(html).toContain('Bank card ************2222');
    expect(html).toContain('Account deleted');
  });

  it('says paid only when the payout arrived: in progress after approval, failed with why, no fee when nothing is charged', () => {
    const html = renderToStaticMarkup(
      <WithdrawalList
        items={[
          w({ id: 5, status: 'paying', fee: 4, payoutCents: 1960, decidedAt: 1_800_000_100 }),
          w({ id: 6, status: 'failed', reason: 'account closed', decidedAt: 1_800_000_100 }),
          // A cancelled request's stored fee, as an older server sent it: still not shown.
          w({ id: 7, status: 'cancelled', fee: 4, decidedAt: 1_800_000_100 }),
        ]}
        onChanged={() => undefined}
      />,
    );
    expect(html).toContain('>Payout in progress<');
    expect(html).not.toContain('>Paid out<');
    expect(html).toContain('the payout is on its way');
    expect(html).toContain('>Payout failed<');
    expect(html).toContain('The payout failed: account closed. The gold is back in your wallet');
    expect(html.match(/withdrawal-fee/g)).toHaveLength(1);
    expect(html.match(/withdrawal-payout/g)).toHaveLength(1);
    expect(html).not.toContain('withdrawal-cancel');
  });

  it('lists accounts masked, as the server sent them', () => {
    const html = renderToStaticMarkup(
      <AccountList
        accounts={[ACCOUNT, { ...ACCOUNT, id: 4, method: 'alipay', accountNo: '*******1234' }]}
        busyId={4}
        onRemove={() => undefined}
      />,
    );
    expect(html).toContain('Bank card · Lin');
    expect(html).toContain('ICBC ************2222');
    expect(html).toContain('Alipay · Lin');
    expect(html).not.toMatch(/\d{5,}/);
    expect(html.match(/aria-busy="true"/g)).toHaveLength(1);
  });
});
