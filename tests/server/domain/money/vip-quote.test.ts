import { describe, expect, it } from 'vitest';
import { priceCard, unusedValue } from '../../../../server/domain/money/vip-quote';
import type { CardTerms, InForce } from '../../../../server/domain/money/vip-quote';

const DAY = 86_400;
const NOW = 1_800_000_000;
const CARDS: Record<string, CardTerms> = {
  monthly: { id: 1, level: 1, days: 30, priceGold: 300 },
  quarterly: { id: 2, level: 2, days: 90, priceGold: 800 },
  annual: { id: 3, level: 3, days: 365, priceGold: 2800 },
  lifetime: { id: 4, level: 4, days: 0, priceGold: 8800 },
};
type Tier = keyof typeof CARDS;
const TIERS = Object.keys(CARDS) as Tier[];

/** A card of `tier` bought plainly ten days ago: what is still unused of what was paid. */
function boughtTenDaysAgo(tier: Tier): InForce {
  const c = CARDS[tier]!;
  if (c.days === 0) return { level: c.level, expiresAt: null, unusedGold: 0 };
  const startsAt = NOW - 10 * DAY;
  const expiresAt = startsAt + c.days * DAY;
  return { level: c.level, expiresAt, unusedGold: unusedValue({ valueGold: c.priceGold, startsAt, expiresAt }, NOW) };
}

// The unused gold ten days into each card, by hand: price × (days − 10) / days, rounded up.
const UNUSED: Partial<Record<Tier, number>> = { monthly: 200, quarterly: 712, annual: 2724 };

describe('VIP card quotes', () => {
  it('values a membership as the gold paid for the time left, rounded up to the coin', () => {
    for (const tier of ['monthly', 'quarterly', 'annual'] as const) {
      expect(boughtTenDaysAgo(tier).unusedGold).toBe(UNUSED[tier]);
    }
    const grant = { valueGold: 2800, startsAt: NOW - 16 * 60, expiresAt: NOW - 16 * 60 + 365 * DAY };
    expect(unusedValue(grant, NOW)).toBe(2800);
    expect(unusedValue(grant, grant.expiresAt - DAY)).toBe(8);
    expect(unusedValue(grant, grant.expiresAt + 1)).toBe(0);
    expect(unusedValue(grant, grant.startsAt - DAY)).toBe(2800);
    expect(unusedValue({ ...grant, expiresAt: null }, NOW)).toBe(0);
  });

  it('prices a first card at its price from now', () => {
    const none: InForce = { level: 0, expiresAt: null, unusedGold: 0 };
    for (const tier of TIERS) {
      const c = CARDS[tier]!;
      expect(priceCard(none, c, NOW)).toMatchObject({
        action: 'buy',
        creditGold: 0,
        payGold: c.priceGold,
        expiresAt: c.days === 0 ? null : NOW + c.days * DAY,
        valueGold: c.priceGold,
      });
    }
  });

  it('quotes every pair of tiers: same extends, higher pays the difference, lower is refused', () => {
    for (const [i, from] of TIERS.entries()) {
      const inForce = boughtTenDaysAgo(from);
      for (const [j, to] of TIERS.entries()) {
        const card = CARDS[to]!;
        if (j < i || from === 'lifetime') {
          expect(() => priceCard(inForce, card, NOW), `${from} → ${to}`).toThrow(
            expect.objectContaining({ code: 'money.vip_lower' }),
          );
          continue;
        }
        const q = priceCard(inForce, card, NOW);
        if (j === i) {
          expect(q, `${from} → ${to}`).toMatchObject({
            action: 'renew',
            creditGold: 0,
            payGold: card.priceGold,
            expiresAt: inForce.expiresAt! + card.days * DAY,
            valueGold: UNUSED[from]! + card.priceGold,
          });
          continue;
        }
        const credit = UNUSED[from]!;
        expect(q, `${from} → ${to}`).toMatchObject({
          action: 'upgrade',
          creditGold: credit,
          payGold: card.priceGold - credit,
          expiresAt: card.days === 0 ? null : NOW + card.days * DAY,
          valueGold: card.priceGold,
        });
      }
    }
  });

  it('charges 6,000 for lifetime over an annual card bought 16 minutes ago, not 8,800', () => {
    const startsAt = NOW - 16 * 60;
    const expiresAt = startsAt + 365 * DAY;
    const annual = { level: 3, expiresAt, unusedGold: unusedValue({ valueGold: 2800, startsAt, expiresAt }, NOW) };
    expect(priceCard(annual, CARDS.lifetime!, NOW)).toMatchObject({ creditGold: 2800, payGold: 6000, expiresAt: null });
  });

  it('keeps the quotes a purchase answered with for an upgrade a second later', () => {
    // The purchase's own reply quotes the card it just sold at its whole price; one second on, rounding down
    // had taken a coin off that credit, so an upgrade straight after a purchase was refused as a moved price.
    const bought = { valueGold: 300, startsAt: NOW, expiresAt: NOW + 30 * DAY };
    const inForce = (at: number): InForce => ({
      level: 1,
      expiresAt: bought.expiresAt,
      unusedGold: unusedValue(bought, at),
    });
    const answered = priceCard(inForce(NOW), CARDS.quarterly!, NOW);
    expect(answered).toMatchObject({ creditGold: 300, payGold: 500 });
    for (const later of [1, 60, 3600]) {
      expect(priceCard(inForce(NOW + later), CARDS.quarterly!, NOW + later).payGold, `${later} s later`).toBe(500);
    }
    // A coin's worth of the card (2.4 hours of a 300-gold month) later, the credit is a coin less.
    expect(priceCard(inForce(NOW + 8641), CARDS.quarterly!, NOW + 8641).payGold).toBe(501);
  });

  it('turns credit beyond the new price into days of the new tier', () => {
    // Many monthly cards in a row: 3,000 gold unused is more than the quarterly card's 800.
    const monthly: InForce = { level: 1, expiresAt: NOW + 300 * DAY, unusedGold: 3000 };
    const q = priceCard(monthly, CARDS.quarterly!, NOW);
    // 2,200 gold over at 800 gold per 90 days = 247.5 days more.
    expect(q).toMatchObject({ payGold: 0, creditGold: 800, valueGold: 3000 });
    expect(q.expiresAt).toBe(NOW + 90 * DAY + 247.5 * DAY);
  });

  it('refuses a renewal that would run more than ten years ahead', () => {
    const annual: InForce = { level: 3, expiresAt: NOW + 9.5 * 365 * DAY, unusedGold: 26_600 };
    expect(() => priceCard(annual, CARDS.annual!, NOW)).toThrow(
      expect.objectContaining({ code: 'money.vip_too_far', params: { years: 10 } }),
    );
    expect(priceCard(annual, CARDS.lifetime!, NOW)).toMatchObject({ payGold: 0, creditGold: 8800 });
  });
});
