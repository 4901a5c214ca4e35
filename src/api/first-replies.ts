import { FIRST_REPLIES_ID, firstReplyKey } from '../../protocol/listings-first-replies';
import type { FirstReplies } from '../../protocol/listings-first-replies';
import type { Reply } from '../../protocol/envelope';

// The first screen's replies the server put in the page (protocol/listings-first-replies.ts). Each is used once, by
// the first call with the same endpoint and payload, in the language it was answered in, and only early:
// a later call wants the server's answer of its own time, not the page's.

/** After this much time on the page a call no longer counts as the first screen's. */
const FIRST_SCREEN_MS = 20_000;

let block: FirstReplies | null | undefined;

/**
 * A page the browser took from its HTTP cache (a history navigation) carries the replies of its first load,
 * however old they are by now.
 */
function fromNetwork(): boolean {
  const nav = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav === undefined || nav.transferSize > 0;
}

function isFirstReplies(value: unknown): value is FirstReplies {
  if (!value || typeof value !== 'object') return false;
  const { lang, replies, shared } = value as Partial<FirstReplies>;
  return (
    typeof lang === 'string' &&
    Array.isArray(shared) &&
    !!replies &&
    typeof replies === 'object' &&
    Object.values(replies).every((v) => typeof v === 'string')
  );
}

function read(): FirstReplies | null {
  if (block !== undefined) return block;
  block = null;
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_REPLIES_ID);
  if (!el || !fromNetwork()) return block;
  try {
    const parsed: unknown = JSON.parse(el.textContent || 'null');
    if (isFirstReplies(parsed)) block = parsed;
  } catch {
    // A damaged block only costs the requests.
  }
  return block;
}

/**
 * The sealed reply the page carries for this call, taken (a second call asks the server), or null. A reply
 * the page does not list as shared is a guest's, so a logged-in visitor never takes it.
 */
export function takeFirstReply(path: string, payload: object, lang: string, loggedIn: boolean): string | null {
  if (performance.now() > FIRST_SCREEN_MS) return null;
  const replies = read();
  if (!replies || replies.lang !== lang) return null;
  const key = firstReplyKey(path, payload);
  if (loggedIn && !replies.shared.includes(key)) return null;
  const body = replies.replies[key];
  if (body === undefined) return null;
  delete replies.replies[key];
  return body;
}

/**
 * The server's rendering of the first screen: the same replies, opened there (the page's calls have no
 * worker and no network on the server). Keyed as the page's block; null outside a server render.
 */
let served: ReadonlyMap<string, Reply> | null = null;

export function setServedReplies(replies: ReadonlyMap<string, Reply> | null): void {
  served = replies;
}

/**
 * The opened reply the server render has for this call, null when it has none (the call is then left to
 * the browser), and undefined outside a server render.
 */
export function servedReply(path: string, payload: object): Reply | null | undefined {
  return served ? (served.get(firstReplyKey(path, payload)) ?? null) : undefined;
}
