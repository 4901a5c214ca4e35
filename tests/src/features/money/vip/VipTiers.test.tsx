import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goods } from '../../../../../protocol/money';
import type { VipQuote } from '../../../../../protocol/money-vip';
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

const NOW = 1_800_000_000;
/** The server's quotes for a member with nothing in force: each card at its price, from now. */
const FIRST: VipQuote[] = CARDS.map((c) => ({
  goodsId: c.id,
  level: c.vipLevel,
  priceGold: c.priceGold,
  action: 'buy',
  creditGold: 0,
  payGold: c.priceGold,
  expiresAt: c.vipDays === 0 ? null : NOW + c.vipDays * 86_400,
}));

const render = (level: number, isLogin = true, busyId: number | null = null, quotes: VipQuote[] | null = FIRST) =>
  renderToStaticMarkup(
    <VipTiers
      cards={CARDS}
      level={level}
      isLogin={isLogin}
      quotes={isLogin ? quotes : null}
      busyId={busyId}
      onBuy={() => undefined}
    />,
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

  it('shows what each card charges this member and until when, the credit of an upgrade included', () => {
    const annual: VipQuote[] = [
      { ...FIRST[0]!, action: 'refused', refusal: 'money.vip_lower', payGold: 0, expiresAt: null },
      { ...FIRST[1]!, action: 'refused', refusal: 'money.vip_lower', payGold: 0, expiresAt: null },
      { ...FIRST[2]!, action: 'renew', expiresAt: NOW + 700 * 86_400 },
      { ...FIRST[3]!, action: 'upgrade', creditGold: 2_799, payGold: 6_001, expiresAt: null },
    ];
    const html = render(3, true, null, annual);
    expect(html).toContain('You pay 6,001 gold · Never expires (2,799 credited)');
    expect(html).toMatch(/You pay 2,800 gold · Valid until [\d/]+2028/);
    expect(html).not.toContain('data-testid="vip-quote-1"');
    expect(button(html, 4)).toEqual({ label: 'Upgrade', disabled: false });
  });

  it('a card the server refuses cannot be bought, and a member waits for the quotes', () => {
    const far: VipQuote[] = FIRST.map((q) =>
      q.level === 3 ? { ...q, action: 'refused', refusal: 'money.vip_too_far' } : q,
    );
    const html = render(3, true, null, far);
    expect(button(html, 3).disabled).toBe(true);
    expect(html).toContain('Over the 10-year limit');
    const waiting = render(0, true, null, null);
    for (const l of [1, 2, 3, 4]) expect(button(waiting, l).disabled).toBe(true);
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
