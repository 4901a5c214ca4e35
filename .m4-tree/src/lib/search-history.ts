import { SEARCH_HISTORY_MAX, SEARCH_KEY_MAX } from '../../protocol/constants';

/** Trims and cuts a search key to the spec's maximum length; returns '' for an empty key. */
export function normalizeKey(raw: string): string {
  return Array.from(raw.trim()).slice(0, SEARCH_KEY_MAX).join('');
}

/**
 * Spec §5: the key is cut to 30 characters, a repeated key moves to the front without duplicating, terms on
 * the caller's exclusion list are removed, and at most 10 entries are kept. An empty key changes nothing.
 */
export function pushHistory(history: readonly string[], raw: string, exclude: readonly string[] = []): string[] {
  const key = normalizeKey(raw);
  const banned = new Set(exclude.map(normalizeKey));
  const rest = history.filter((h) => h !== key && !banned.has(h));
  const next = key && !banned.has(key) ? [key, ...rest] : rest;
  return next.slice(0, SEARCH_HISTORY_MAX);
}
