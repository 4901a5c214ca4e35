import type { ScreenEntry } from '../nav/screen-entry';

/** Kept-alive screens are bounded: each holds its DOM, state and decoded images. */
export const MAX_KEPT_ALIVE = 5;

/** LRU update: the entry moves to the end (most recent); the oldest fall off past `max`. */
export function touchEntry(
  list: readonly ScreenEntry[],
  entry: ScreenEntry,
  max: number = MAX_KEPT_ALIVE,
): ScreenEntry[] {
  const existing = list.find((e) => e.key === entry.key);
  const kept = existing && existing.url === entry.url ? existing : entry;
  const next = [...list.filter((e) => e.key !== entry.key), kept];
  return next.slice(Math.max(0, next.length - max));
}
