import { describe, expect, it } from 'vitest';
import { nextMembership } from '../../../../server/domain/money/vip';

const DAY = 86_400;
const NOW = 1_800_000_000;
const MONTHLY: [number, number] = [300, 30];
const QUARTERLY: [number, number] = [800, 90];

describe('VIP purchase rules', () => {
  it('starts a first card now and extends the same tier from its expiry', () => {
    const none = nextMembership({ level: 0, expiresAt: null }, { level: 1, days: 30 }, NOW, null, MONTHLY);
    expect(none).toEqual({ level: 1, expiresAt: NOW + 30 * DAY });
    const more = nextMembership(none, { level: 1, days: 30 }, NOW + DAY, null, MONTHLY);
    expect(more).toEqual({ level: 1, expiresAt: NOW + 60 * DAY });
  });

  it('treats an expired membership as none: the new card starts now', () => {
    const expired = { level: 3, expiresAt: NOW - DAY };
    expect(nextMembership(expired, { level: 1, days: 30 }, NOW, MONTHLY, MONTHLY)).toEqual({
      level: 1,
      expiresAt: NOW + 30 * DAY,
    });
  });

  it('converts the days left of a lower tier pro rata into days of the higher one', () => {
    const monthly = { level: 1, expiresAt: NOW + 30 * DAY };
    const up = nextMembership(monthly, { level: 2, days: 90 }, NOW, MONTHLY, QUARTERLY);
    // 30 days × 10 gold/day = 300 gold = 33.75 days at 800/90 gold/day.
    expect(up.level).toBe(2);
    expect(up.expiresAt).toBe(NOW + 90 * DAY + Math.floor((30 * DAY * 300 * 90) / (30 * 800)));
  });

  it('makes lifetime never expire and refuses any card below the tier in force', () => {
    const life = nextMembership({ level: 2, expiresAt: NOW + DAY }, { level: 4, days: 0 }, NOW, QUARTERLY, [8800, 0]);
    expect(life).toEqual({ level: 4, expiresAt: null });
    expect(() => nextMembership(life, { level: 3, days: 365 }, NOW, null, [2800, 365])).toThrow(
      expect.objectContaining({ code: 'money.vip_lower' }),
    );
    expect(() => nextMembership(life, { level: 4, days: 0 }, NOW, null, [8800, 0])).toThrow(
      expect.objectContaining({ code: 'money.vip_lower' }),
    );
    expect(() =>
      nextMembership({ level: 2, expiresAt: NOW + DAY }, { level: 1, days: 30 }, NOW, null, MONTHLY),
    ).toThrow(expect.objectContaining({ code: 'money.vip_lower' }));
  });

  it('refuses a card that would run the membership more than ten years ahead', () => {
    const long = { level: 3, expiresAt: NOW + 9 * 365 * DAY + DAY };
    expect(() => nextMembership(long, { level: 3, days: 365 }, NOW, null, [2800, 365])).toThrow(
      expect.objectContaining({ code: 'money.vip_too_far', params: { years: 10 } }),
    );
    expect(
      nextMembership({ level: 3, expiresAt: NOW + 8 * 365 * DAY }, { level: 3, days: 365 }, NOW, null, [2800, 365]),
    ).toEqual({
      level: 3,
      expiresAt: NOW + 9 * 365 * DAY,
    });
  });
});
