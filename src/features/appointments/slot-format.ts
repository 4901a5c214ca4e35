import { BOOKING_UTC_OFFSET_MINUTES } from '../../../protocol/appointments';
import { bookingDayStart, slotWords } from '../../../protocol/appointments-time';
import type { Lang } from '../../i18n';

// Slot times are shown in booking time (a fixed offset), the time the provider set, whatever the viewer's zone.

const pad = (n: number) => String(n).padStart(2, '0');

function parts(atS: number) {
  const d = new Date((atS + BOOKING_UTC_OFFSET_MINUTES * 60) * 1000);
  return {
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    dow: d.getUTCDay(),
    h: d.getUTCHours(),
    m: d.getUTCMinutes(),
  };
}

export const clockOf = (atS: number): string => {
  const p = parts(atS);
  return `${pad(p.h)}:${pad(p.m)}`;
};

export const minuteClock = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * "11/26 周三" / "26/11 Wed": the date, month first in Chinese and day first in English, and the weekday's name
 * from `days` (seven names, comma-separated, Sunday first).
 */
export function dayLabel(atS: number, days: string, lang: Lang): string {
  const p = parts(atS);
  const date = lang === 'en' ? `${p.day}/${p.month}` : `${p.month}/${p.day}`;
  return `${date} ${days.split(',')[p.dow] ?? ''}`;
}

/** "11/26 周三 10:00": the same words the server writes in booking notices. */
export const slotLabel = (atS: number, days: string, lang: Lang): string => slotWords(atS, days, lang);

/** Slots grouped by booking-time day, in order. */
export function byDay<T extends { at: number }>(slots: readonly T[]): { day: number; slots: T[] }[] {
  const groups: { day: number; slots: T[] }[] = [];
  for (const s of slots) {
    const day = bookingDayStart(s.at);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.slots.push(s);
    else groups.push({ day, slots: [s] });
  }
  return groups;
}
