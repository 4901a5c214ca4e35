import type { Lang } from '../../i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A message time as chats show it: the clock today, the date before — month first in Chinese (3/27, 2025/12/31),
 * day first in English (27/3, 31/12/2025), as every date of the site reads in each language.
 */
export function chatTime(unixS: number, lang: Lang, now: Date = new Date()): string {
  const d = new Date(unixS * 1000);
  const sameDay = d.toDateString() === now.toDateString();
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (sameDay) return clock;
  const [month, day, year] = [d.getMonth() + 1, d.getDate(), d.getFullYear()];
  if (year !== now.getFullYear()) return lang === 'en' ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
  return `${lang === 'en' ? `${day}/${month}` : `${month}/${day}`} ${clock}`;
}
