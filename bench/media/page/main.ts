import { fetchImageBlob, mediaCacheWritten } from '../../../src/worker-bridge/media';
import { loadImage } from '../../../src/features/media/image-loader';
import { decryptMedia, importMediaKey } from '../../../protocol/web-cipher';
import { createCryptoJsMedia } from './crypto-js-media';
import { MEDIA_FETCH_CONCURRENCY } from '../../../workers/media/limits';
import * as Comlink from 'comlink';
import type { MediaKey } from '../../../protocol/web-cipher';
import type { DecryptBenchWorker } from './decrypt.worker';

/** `fetchOnly` and `staticFetch` are limits: the bytes fetched, nothing decrypted (static: another server). */
export type Side = 'worker' | 'mainWebCrypto' | 'cryptoJs' | 'fetchOnly' | 'staticFetch';
export type DecryptSide = 'worker' | 'workerToBlob' | 'cryptoJs';

/**
 * The same number of images in flight for every side: the app's own bound (the media worker's fetch
 * queue). A larger pool would only let the main-thread sides use sockets the app deliberately leaves free.
 */
export const CONCURRENCY = MEDIA_FETCH_CONCURRENCY;

let mediaKey: MediaKey;
let cryptoJs: (encrypted: ArrayBuffer) => Uint8Array<ArrayBuffer>;
let decryptWorker: Comlink.Remote<DecryptBenchWorker>;
/** Encrypted bytes held in the page for the decrypt-only runs. */
const held: [string, ArrayBuffer][] = [];

async function pool<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res.arrayBuffer();
}

/** fetch → decrypt → Blob, one image, for each side (the worker's without its object-URL cache). */
const toBlob: Record<'worker' | 'mainWebCrypto' | 'cryptoJs', (url: string) => Promise<Blob>> = {
  worker: (url) => fetchImageBlob(url),
  mainWebCrypto: async (url) => new Blob([await decryptMedia(mediaKey, await fetchBytes(url))]),
  cryptoJs: async (url) => new Blob([cryptoJs(await fetchBytes(url))]),
};

/** fetch → decrypt → object URL, one image, for each side (limits: fetch only, ''). The caller revokes the URL. */
const pipelines: Record<Side, (url: string) => Promise<string>> = {
  fetchOnly: async (url) => {
    await fetchBytes(url);
    return '';
  },
  staticFetch: async (url) => {
    await fetchBytes(url);
    return '';
  },
  // The app's own path: the bridge, the media worker (its queue, Cache Storage and WebCrypto), the LRU.
  worker: (url) => loadImage(url),
  mainWebCrypto: async (url) => URL.createObjectURL(await toBlob.mainWebCrypto(url)),
  cryptoJs: async (url) => URL.createObjectURL(await toBlob.cryptoJs(url)),
};

/** The runtime config the app reads from index.html; this page gets it from the server instead. */
async function init(): Promise<void> {
  const text = await (await fetch('/__runtime-config', { cache: 'no-store' })).text();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-config';
  script.textContent = text;
  document.head.append(script);
  const hex = (JSON.parse(text) as { keys: { mediaKey: string } }).keys.mediaKey;
  mediaKey = await importMediaKey(hex);
  cryptoJs = createCryptoJsMedia(hex);
  decryptWorker = Comlink.wrap<DecryptBenchWorker>(
    new Worker(new URL('./decrypt.worker.ts', import.meta.url), { type: 'module' }),
  );
  await decryptWorker.init(hex);
}

/** Fetches the images once and hands copies to the decrypt worker; returns the bytes held. */
async function hold(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const bytes = await fetchBytes(url);
    held.push([url, bytes]);
    await decryptWorker.load(url, bytes.slice(0));
    total += bytes.byteLength;
  }
  return total;
}

/**
 * Rounds over the held images per decrypt-only measurement: one round takes the worker a few ms, under a
 * scheduler time slice on a loaded machine, so a single round measured the scheduler more than the decrypt.
 */
const DECRYPT_ROUNDS = 4;

/**
 * Decrypts every held image DECRYPT_ROUNDS times, with no network: in the worker to bytes handed back (a
 * round's images requested at once), in the worker through the media worker's logic to Blobs, or with
 * crypto-js on this thread to bytes. Returns elapsed ms, the ciphertext bytes consumed and the plaintext bytes
 * produced (0 for Blobs), so the caller can check that the sides it compares did the same work.
 */
async function decryptOnly(side: DecryptSide): Promise<{ ms: number; cipherBytes: number; plainBytes: number }> {
  let cipherBytes = 0;
  let plainBytes = 0;
  const t0 = performance.now();
  for (let round = 0; round < DECRYPT_ROUNDS; round++) {
    for (const [, bytes] of held) cipherBytes += bytes.byteLength;
    if (side === 'worker') {
      for (const plain of await Promise.all(held.map(([url]) => decryptWorker.decrypt(url))))
        plainBytes += plain.byteLength;
    } else if (side === 'workerToBlob') await Promise.all(held.map(([url]) => decryptWorker.toBlob(url)));
    else for (const [, bytes] of held) plainBytes += cryptoJs(bytes).byteLength;
  }
  return { ms: performance.now() - t0, cipherBytes, plainBytes };
}

/** Every side must produce the same plaintext for the same image before anything is timed. */
async function check(url: string): Promise<string | null> {
  const outs: Uint8Array[] = [];
  for (const side of Object.keys(toBlob) as (keyof typeof toBlob)[]) {
    outs.push(
      new Uint8Array(await (await toBlob[side](`${url}${url.includes('?') ? '&' : '?'}check=${side}`)).arrayBuffer()),
    );
  }
  const [a, ...rest] = outs;
  if (!a || a.length === 0) return 'empty plaintext';
  for (const b of rest) {
    if (b.length !== a.length || b.some((v, i) => v !== a[i]))
      return `plaintexts differ (${a.length} vs ${b.length} bytes)`;
  }
  return null;
}

/**
 * Loads every URL through one side; returns elapsed ms. The worker's URLs belong to its LRU (it revokes).
 * Every side has at most CONCURRENCY fetches in flight: the main-thread sides through a pool of that many
 * lanes, ours through the worker's own queue of that size — the page hands it every image at once, as a
 * grid does with the images near the viewport.
 */
async function run(side: Side, urls: string[]): Promise<number> {
  const made: string[] = [];
  const t0 = performance.now();
  await pool(urls, side === 'worker' ? urls.length : CONCURRENCY, async (url) => {
    made.push(await pipelines[side](url));
  });
  const ms = performance.now() - t0;
  if (side !== 'worker') made.filter(Boolean).forEach((u) => URL.revokeObjectURL(u));
  // The worker's Cache Storage writes trail its images; let them land before another side is timed.
  else await mediaCacheWritten();
  return ms;
}

const api = { init, check, run, hold, decryptOnly };
export type MediaBenchPage = typeof api;
(window as unknown as { mediaBench: MediaBenchPage }).mediaBench = api;
document.getElementById('state')!.textContent = 'ready';
