import { describe, expect, it } from 'vitest';
import {
  BOOKING_DAYS_AHEAD,
  BOOKING_LEAD_MINUTES,
  BOOKING_MIN_VIP,
  needsAnnualForBooking,
} from '../../protocol/appointments';
import { VIP_LEVEL } from '../../protocol/money';
import { bookingDayStart, bookingWindow, slotStarts, weeklyOf } from '../../protocol/appointments-time';

// 2026-11-24 00:00 in booking time (UTC+8) is 2026-11-23 16:00 UTC, a Tuesday.
const TUESDAY = Date.UTC(2026, 10, 23, 16) / 1000;

describe('booking time', () => {
  it('reads weekday and minute in UTC+8 whatever the machine zone', () => {
    expect(weeklyOf(TUESDAY)).toEqual({ day: 2, minute: 0 });
    expect(weeklyOf(TUESDAY + 10.5 * 3600)).toEqual({ day: 2, minute: 630 });
    expect(weeklyOf(TUESDAY - 60)).toEqual({ day: 1, minute: 1439 });
    expect(bookingDayStart(TUESDAY + 23 * 3600)).toBe(TUESDAY);
  });

  it('offers starts from the lead time to the end of the last day ahead only', () => {
    const now = TUESDAY + 9 * 3600 + 50 * 60; // 09:50 Tuesday
    const starts = slotStarts(
      [
        { day: 2, minute: 600 },
        { day: 2, minute: 630 },
      ],
      now,
    );
    // 10:00 today is inside the lead time; 10:30 today and next Tuesday's two are offered.
    expect(starts).toEqual([TUESDAY + 630 * 60, TUESDAY + 7 * 86400 + 600 * 60, TUESDAY + 7 * 86400 + 630 * 60]);
    const { from, to } = bookingWindow(now);
    expect(from).toBe(now + BOOKING_LEAD_MINUTES * 60);
    expect(to).toBe(TUESDAY + (BOOKING_DAYS_AHEAD + 1) * 86400);
  });

  it('offers nothing for an empty week', () => {
    expect(slotStarts([], TUESDAY)).toEqual([]);
  });
});

describe('who is told booking needs an annual card', () => {
  it('tells members below annual, never annual or lifetime members, nor anyone before their level is known', () => {
    const levels = [VIP_LEVEL.NONE, VIP_LEVEL.MONTHLY, VIP_LEVEL.QUARTERLY, VIP_LEVEL.ANNUAL, VIP_LEVEL.LIFETIME];
    expect(levels.map(needsAnnualForBooking)).toEqual([true, true, true, false, false]);
    expect(needsAnnualForBooking(null)).toBe(false);
    expect(BOOKING_MIN_VIP).toBe(VIP_LEVEL.ANNUAL);
  });
});
