import type { DBSchema, IDBPDatabase } from 'idb';
import { stableJson } from '../../protocol/listings-first-replies';

// The last successful reply of the calls the home screen needs, kept on the device so the home opens
// offline with what was seen last (the service worker serves the shell, the media worker's cache the
// images). API calls are sealed POSTs with a fresh timestamp and sign each time, so no HTTP cache can
// answer them: the api layer keeps the opened reply, keyed by the call, and falls back to it when the
// network fails.

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

export interface KeptReply {
  key: string;
  data: unknown;
  /** Unix ms when the server gave it. */
  at: number;
}

interface RepliesDb extends DBSchema {
  replies: { key: string; value: KeptReply; indexes: { at: number } };
}

const DB_NAME = 'goldpost-replies';
let db: Promise<IDBPDatabase<RepliesDb>> | undefined;

/** idb loads with the first use, which comes after the first reply: the first screen does not wait for it. */
function open(): Promise<IDBPDatabase<RepliesDb>> {
  db ??= import('idb').then(({ openDB }) =>
    openDB<RepliesDb>(DB_NAME, 1, {
      upgrade(d) {
        d.createObjectStore('replies', { keyPath: 'key' }).createIndex('at', 'at');
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

/** Keeps a reply, then trims the oldest past MAX_KEPT_REPLIES. Storage failures only cost the offline copy. */
export async function keepReply(key: string, data: unknown, now = Date.now()): Promise<void> {
  try {
    // Copied now, before any await: the caller hands the same object to a store, whose proxy would make it
    // uncloneable by the time the write runs.
    const copy = structuredClone(data);
    const d = await open();
    await d.put('replies', { key, data: copy, at: now });
    const count = await d.count('replies');
    if (count <= MAX_KEPT_REPLIES) return;
    const tx = d.transaction('replies', 'readwrite');
    let cursor = await tx.store.index('at').openCursor();
    for (let drop = count - MAX_KEPT_REPLIES; cursor && drop > 0; drop--) {
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
    return await (await open()).get('replies', key);
  } catch {
    return undefined;
  }
}

/** Forgets every kept reply (logout: the next person on this device must not see the last one's pages). */
export async function forgetKeptReplies(): Promise<void> {
  try {
    await (await open()).clear('replies');
  } catch {
    // Nothing kept, or no storage.
  }
}
