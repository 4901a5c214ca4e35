import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goods } from '../../../../../protocol/money';
import { VipTiers } from '../../../../../src/features/money/vip/VipTiers';
import { setLang } from '../../../../../src/state/locale';

const card = (id: number, vipLevel: number, vipDays: number, priceGold: number): Goods => ({
  id,
  kind: 'vip',
  name: `卡${vipLevel}`,
  nameEn: `Card ${vipLevel}`,
  priceCents: 0,
  priceGold,
  gold: 0,
  vipLevel,
  vipDays,
});
const CARDS = [card(5, 1, 30, 300), card(6, 2, 90, 800), card(7, 3, 365, 2_800), card(8, 4, 0, 8_800)];

const render = (level: number, isLogin = true, busyId: number | null = null) =>
  renderToStaticMarkup(
    <VipTiers cards={CARDS} level={level} isLogin={isLogin} busyId={busyId} onBuy={() => undefined} />,
  );

/** The button of the card at `level`: its label and whether it is disabled. */
function button(html: string, level: number): { label: string; disabled: boolean } {
  const tag = new RegExp(`<button[^>]*data-testid="vip-buy-${level}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no button for level ${level}`);
  const rest = html.slice(tag.index + tag[0].length);
  const label = /<span[^>]*>([^<]+)<\/span>/.exec(rest)?.[1] ?? '';
  return { label, disabled: tag[0].includes('disabled=""') };
}

describe('VIP cards', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('lists every card with its price in gold and length', () => {
    const html = render(0);
    expect(html.match(/data-testid="vip-tier"/g)).toHaveLength(4);
    expect(html).toContain('2,800 gold');
    expect(html).toContain('90 days');
    expect(html).toContain('Never expires');
  });

  it('a non-member may buy any card', () => {
    const html = render(0);
    for (const l of [1, 2, 3, 4]) expect(button(html, l)).toEqual({ label: 'Buy', disabled: false });
  });

  it('a quarterly member renews, upgrades, and cannot buy the lower card', () => {
    const html = render(2);
    expect(button(html, 1)).toEqual({ label: 'Below your tier', disabled: true });
    expect(button(html, 2)).toEqual({ label: 'Renew', disabled: false });
    expect(button(html, 3)).toEqual({ label: 'Upgrade', disabled: false });
    expect(html).toContain('Current');
  });

  it('a guest is asked to log in', () => {
    expect(button(render(0, false), 1).label).toBe('Log in to buy');
  });

  it('while one card is bought the others wait', () => {
    const html = render(0, true, 6);
    expect(button(html, 1).disabled).toBe(true);
    expect(html).toMatch(/aria-busy="true"[^>]*data-testid="vip-buy-2"/);
  });
});
