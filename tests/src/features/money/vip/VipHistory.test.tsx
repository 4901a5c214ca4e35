import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipGrant, VipInfo } from '../../../../../protocol/money-vip';
import { VipHistory } from '../../../../../src/features/money/vip/VipHistory';
import { setLang } from '../../../../../src/state/locale';

const NOW = 1_800_000_000;
const grant = (n: number, over: Partial<VipGrant> = {}): VipGrant => ({
  level: 3,
  fromLevel: 3,
  goodsName: '年卡',
  goodsNameEn: 'Annual card',
  priceGold: 2_800,
  creditGold: 0,
  startsAt: NOW - n * 86_400,
  expiresAt: NOW + 365 * 86_400,
  createdAt: NOW - n * 86_400,
  ...over,
});
const info = (history: VipGrant[], historyTotal: number): VipInfo => ({
  is_vip: 4,
  expiresAt: null,
  history,
  historyTotal,
  quotes: [],
});

describe('VIP history', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('shows an upgrade’s gold paid and the credit it used', () => {
    const upgrade = grant(0, {
      level: 4,
      fromLevel: 3,
      goodsNameEn: 'Lifetime card',
      priceGold: 6_001,
      creditGold: 2_799,
      expiresAt: null,
    });
    const html = renderToStaticMarkup(<VipHistory info={info([upgrade, grant(1)], 2)} />);
    expect(html).toContain('−6,001');
    expect(html).toContain('2,799 credited');
    expect(html.match(/credited/g)).toHaveLength(1);
  });

  it('offers more while the history has rows not shown yet', () => {
    const page = Array.from({ length: 20 }, (_, n) => grant(n));
    expect(renderToStaticMarkup(<VipHistory info={info(page, 55)} />)).toContain('data-testid="vip-history-more"');
    expect(renderToStaticMarkup(<VipHistory info={info(page, 20)} />)).not.toContain('vip-history-more');
  });
});
