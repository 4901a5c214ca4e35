import type { DBSchema, IDBPDatabase } from 'idb';
import { stableJson } from '../../protocol/listings-first-replies';

// The last successful reply of the calls the home screen needs, and of the listings opened last, kept on
// the device so they open offline with what was seen last (the service worker serves the shell, the media
// worker's cache the images). API calls are sealed POSTs with a fresh timestamp and sign each time, so no
// HTTP cache can answer them: the api layer keeps the opened reply, keyed by the call, and falls back to it
// when the network fails.

/** The calls whose replies are kept: the config, the taxonomy, the ads and notices, the listing pages. */
export const KEPT_PATHS: ReadonlySet<string> = new Set([
  '/api/home/config',
  '/api/info/getInfoType',
  '/api/home/getAds',
  '/api/home/buyNotice',
  '/api/info/getInfoList',
]);

/** Bounded: the oldest replies go first past this. */
export const MAX_KEPT_REPLIES = 60;

/**
 * A listing opened is kept apart from the home's calls, under its own budget, so browsing pages of the list
 * never pushes out the listings seen last.
 */
export const KEPT_LISTING_PATHS: ReadonlySet<string> = new Set(['/api/info/getInfo']);

/** The listings kept: each reply is a few KB; their pictures are the media worker's to bound. */
export const MAX_KEPT_LISTINGS = 30;

type Shelf = 'replies' | 'listings';

const shelfOf = (key: string): Shelf =>
  KEPT_LISTING_PATHS.has(key.slice(0, key.indexOf('|'))) ? 'listings' : 'replies';
const budgetOf = (shelf: Shelf) => (shelf === 'listings' ? MAX_KEPT_LISTINGS : MAX_KEPT_REPLIES);

/** Whether a reply of this call is kept for offline use. */
export function isKeptPath(path: string): boolean {
  return KEPT_PATHS.has(path) || KEPT_LISTING_PATHS.has(path);
}

/**
 * Whether this reply may stay on the device: a post's owner sees its moderation state and its preview before
 * it is public, which is theirs alone.
 */
export function isKeepable(data: unknown): boolean {
  return !(data && typeof data === 'object' && 'owner' in data && data.owner === true);
}

export interface KeptReply {
  key: string;
  data: unknown;
  /** Unix ms when the server gave it. */
  at: number;
}

interface RepliesDb extends DBSchema {
  replies: { key: string; value: KeptReply; indexes: { at: number } };
  listings: { key: string; value: KeptReply; indexes: { at: number } };
}

const DB_NAME = 'goldpost-replies';
let db: Promise<IDBPDatabase<RepliesDb>> | undefined;

/** idb loads with the first use, which comes after the first reply: the first screen does not wait for it. */
function open(): Promise<IDBPDatabase<RepliesDb>> {
  db ??= import('idb').then(({ openDB }) =>
    openDB<RepliesDb>(DB_NAME, 2, {
      upgrade(d, from) {
        if (from < 1) d.createObjectStore('replies', { keyPath: 'key' }).createIndex('at', 'at');
        if (from < 2) d.createObjectStore('listings', { keyPath: 'key' }).createIndex('at', 'at');
      },
    }),
  );
  return db;
}

/**
 * A call's key: the path, the interface language (replies carry translated names) and who asked (a member
 * sees what a guest does not), then the payload.
 */
export function replyKey(path: string, payload: object, lang: string, viewer: string): string {
  return `${path}|${lang}|${viewer}|${stableJson(payload)}`;
}

/**
 * Keeps a reply, then trims the oldest past its shelf's budget (MAX_KEPT_REPLIES, MAX_KEPT_LISTINGS; opening a
 * listing again makes it the newest). Storage failures only cost the offline copy.
 */
export async function keepReply(key: string, data: unknown, now = Date.now()): Promise<void> {
  try {
    // Copied now, before any await: the caller hands the same object to a store, whose proxy would make it
    // uncloneable by the time the write runs.
    const copy = structuredClone(data);
    const shelf = shelfOf(key);
    const max = budgetOf(shelf);
    const d = await open();
    await d.put(shelf, { key, data: copy, at: now });
    const count = await d.count(shelf);
    if (count <= max) return;
    const tx = d.transaction(shelf, 'readwrite');
    let cursor = await tx.store.index('at').openCursor();
    for (let drop = count - max; cursor && drop > 0; drop--) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  } catch {
    // Private mode, quota: the app still works online.
  }
}

export async function keptReply(key: string): Promise<KeptReply | undefined> {
  try {
    return await (await open()).get(shelfOf(key), key);
  } catch {
    return undefined;
  }
}

/** Forgets every kept reply (logout: the next person on this device must not see the last one's pages). */
export async function forgetKeptReplies(): Promise<void> {
  try {
    const d = await open();
    await Promise.all([d.clear('replies'), d.clear('listings')]);
  } catch {
    // Nothing kept, or no storage.
  }
}
