import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyRates, PayoutAccount } from '../../../../../protocol/money';
import { WithdrawForm } from '../../../../../src/features/money/withdraw/WithdrawForm';
import { setLang } from '../../../../../src/state/locale';

const RATES: MoneyRates = {
  goldPerYuan: 10,
  withdrawMin: 100,
  withdrawFeeBp: 250,
  withdrawDailyCap: 50_000,
  unlockPriceGold: 30,
  posterShareBp: 7000,
  bumpPriceGold: 50,
  bumpSeconds: 86_400,
  bumpPerCity: 5,
};
const ACCOUNTS: PayoutAccount[] = [
  { id: 3, method: 'bank', holder: 'Lin', accountNo: '************2222', bankName: 'ICBC', createdAt: 0 },
  { id: 4, method: 'wechat', holder: 'Lin', accountNo: '*****_lin', bankName: '', createdAt: 0 },
];

describe('the withdrawal form', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('states the minimum, the fee, the daily cap and what is left today before anything is typed', () => {
    const html = renderToStaticMarkup(
      <WithdrawForm rates={RATES} balance={900} used={12_000} accounts={ACCOUNTS} onRequested={() => undefined} />,
    );
    expect(html).toContain('Minimum 100 gold · fee 2.50% · at most 50,000 gold a day');
    expect(html).toContain('38,000 gold left to withdraw today');
    expect(html).toContain('placeholder="At least 100"');
    expect(html).toContain('Bank card ************2222');
    expect(html).toContain('WeChat *****_lin');
    // The first account is chosen.
    expect(html).toMatch(/<option value="3" selected=""/);
  });
});
