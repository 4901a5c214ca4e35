import type { Page, PostCard } from '../../../../protocol/types';
import { lastPageOf } from '../../common/usePages';
import type { PageWindow } from '../../common/usePages';

/**
 * What an infinite list had loaded and where the reader was, per filter set, so a list mounted again
 * (browser back to a URL whose page changed while scrolling) shows the same cards at the same place
 * without refetching. A few sets only: each holds its cards' data (never images).
 */
export const MAX_LIST_SESSIONS = 3;

export interface ListSession extends PageWindow<Page<PostCard>> {
  /** Index (in the loaded cards) of the card on the reading line. */
  topIndex: number;
}

const sessions = new Map<string, ListSession>();

/** The session for this filter set when it holds `page`, else undefined. */
export function findSession(key: string, page: number): ListSession | undefined {
  const s = sessions.get(key);
  if (!s || page < s.firstPage || page > lastPageOf(s)) return undefined;
  return s;
}

export function saveSession(key: string, s: ListSession): void {
  sessions.delete(key);
  sessions.set(key, s);
  for (const k of sessions.keys()) {
    if (sessions.size <= MAX_LIST_SESSIONS) break;
    sessions.delete(k);
  }
}

export function clearSessions(): void {
  sessions.clear();
}
