import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { MONEY_DETAIL_LABEL } from '../../../../../protocol/money';
import type { MoneyDetail, MoneyDetailKind } from '../../../../../protocol/money';
import { StatementList, detailLabel } from '../../../../../src/features/money/wallet/Statement';
import { setLang } from '../../../../../src/state/locale';

const line = (id: number, kind: MoneyDetailKind, amount: number, balance: number): MoneyDetail => ({
  id,
  kind,
  label: 'server label',
  amount,
  balance,
  ref: '',
  createdAt: 1_800_000_000 - id * 60,
});

const LINES = [
  line(1, 'withdraw_rejected', 100, 1_470),
  line(2, 'withdraw_hold', -100, 1_370),
  line(3, 'recharge', 1_000, 1_470),
];

describe('the statement', () => {
  afterAll(() => setLang('zh'));

  it('labels every kind in the interface language', () => {
    for (const kind of Object.keys(MONEY_DETAIL_LABEL) as MoneyDetailKind[]) {
      expect(detailLabel(line(1, kind, 1, 1), 'zh')).toBe(MONEY_DETAIL_LABEL[kind].zh);
      expect(detailLabel(line(1, kind, 1, 1), 'en')).toBe(MONEY_DETAIL_LABEL[kind].en);
    }
    // A kind this client does not know yet reads as the server labelled it.
    expect(detailLabel({ ...line(1, 'grant', 1, 1), kind: 'refund' as MoneyDetailKind }, 'en')).toBe('server label');
  });

  it('shows each movement signed, with the balance right after it', () => {
    setLang('en');
    const html = renderToStaticMarkup(<StatementList items={LINES} />);
    expect(html.match(/data-testid="statement-line"/g)).toHaveLength(3);
    expect(html).toContain('Withdrawal rejected, gold returned');
    expect(html).toContain('>+100<');
    expect(html).toContain('>−100<');
    expect(html).toContain('>+1,000<');
    expect(html).toContain('Balance 1,370');
    expect(html.indexOf('data-kind="withdraw_rejected"')).toBeLessThan(html.indexOf('data-kind="recharge"'));
  });

  it('reads in Chinese by default', () => {
    setLang('zh');
    const html = renderToStaticMarkup(<StatementList items={LINES} />);
    expect(html).toContain('充值');
    expect(html).toContain('余额 1,470');
  });
});
