import { BOOKING_DAYS_AHEAD, BOOKING_LEAD_MINUTES, BOOKING_UTC_OFFSET_MINUTES, SLOT_MINUTES } from './appointments';
import type { WeeklySlot } from './appointments';

// Booking time is a fixed offset from UTC (no daylight saving), so a weekly slot is pure arithmetic on Unix
// seconds, the same on server and client whatever their own time zone.

const DAY_S = 24 * 3600;
const OFFSET_S = BOOKING_UTC_OFFSET_MINUTES * 60;

/** The Unix second at which the booking-time day holding `atS` began. */
export function bookingDayStart(atS: number): number {
  return Math.floor((atS + OFFSET_S) / DAY_S) * DAY_S - OFFSET_S;
}

/** Day of week (0 Sunday) and minute of day of an instant, in booking time. */
export function weeklyOf(atS: number): WeeklySlot {
  const local = atS + OFFSET_S;
  const days = Math.floor(local / DAY_S);
  // 1970-01-01 was a Thursday (day 4).
  return { day: (((days + 4) % 7) + 7) % 7, minute: Math.floor((local - days * DAY_S) / 60) };
}

/** The earliest start a booking made at `nowS` may take, and the last one (the end of the N-th day ahead). */
export function bookingWindow(nowS: number): { from: number; to: number } {
  return {
    from: nowS + BOOKING_LEAD_MINUTES * 60,
    to: bookingDayStart(nowS) + (BOOKING_DAYS_AHEAD + 1) * DAY_S,
  };
}

/** Every start of the weekly slots inside the booking window, in time order. */
export function slotStarts(weekly: readonly WeeklySlot[], nowS: number): number[] {
  const { from, to } = bookingWindow(nowS);
  const starts: number[] = [];
  for (let day = bookingDayStart(nowS); day < to; day += DAY_S) {
    const dow = weeklyOf(day).day;
    for (const s of weekly) {
      const at = day + s.minute * 60;
      if (s.day === dow && at >= from && at < to) starts.push(at);
    }
  }
  return starts.sort((a, b) => a - b);
}

export const slotEnd = (atS: number): number => atS + SLOT_MINUTES * 60;

/** "11/26 周三 10:00" / "26/11 Wed 10:00" in booking time; `weekdays` holds seven names, Sunday first. */
export function slotWords(atS: number, weekdays: string, lang: 'zh' | 'en'): string {
  const d = new Date((atS + OFFSET_S) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [day, month] = [d.getUTCDate(), d.getUTCMonth() + 1];
  const date = lang === 'en' ? `${day}/${month}` : `${month}/${day}`;
  return `${date} ${weekdays.split(',')[d.getUTCDay()] ?? ''} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
