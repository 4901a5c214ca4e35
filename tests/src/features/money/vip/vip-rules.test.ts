import { describe, expect, it } from 'vitest';
import { VIP_LEVEL } from '../../../../../protocol/money';
import { cardAction, daysLeft, shortfall } from '../../../../../src/features/money/vip/vip-rules';

const card = (vipLevel: number, vipDays = 30) => ({ vipLevel, vipDays });

describe('VIP card actions', () => {
  it('a non-member buys any card', () => {
    for (const level of [1, 2, 3, 4]) expect(cardAction(card(level), VIP_LEVEL.NONE)).toBe('buy');
  });

  it('the same tier renews, a higher one upgrades, a lower one is refused', () => {
    expect(cardAction(card(2), VIP_LEVEL.QUARTERLY)).toBe('renew');
    expect(cardAction(card(3), VIP_LEVEL.QUARTERLY)).toBe('upgrade');
    expect(cardAction(card(1), VIP_LEVEL.QUARTERLY)).toBe('lower');
  });

  it('a lifetime member already owns the lifetime card', () => {
    expect(cardAction(card(4, 0), VIP_LEVEL.LIFETIME)).toBe('owned');
    expect(cardAction(card(3, 365), VIP_LEVEL.LIFETIME)).toBe('lower');
  });

  it('counts the gold still missing and the days left', () => {
    expect(shortfall(300, 120)).toBe(180);
    expect(shortfall(300, 500)).toBe(0);
    expect(daysLeft(null, 0)).toBeNull();
    expect(daysLeft(86_400 * 2 + 1, 0)).toBe(3);
    expect(daysLeft(10, 100)).toBe(0);
  });
});
