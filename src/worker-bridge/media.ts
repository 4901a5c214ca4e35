import * as Comlink from 'comlink';
import { runtimeConfig } from '../lib/runtime-config';
import { global } from '../state/global';
import { loadGlobalConfig, mediaUrl } from '../features/app-config/global-config';
import { createObjectUrlCache } from '../features/media/object-url-cache';
import { IMAGE_CACHE_MAX } from '../features/media/limits';
import { pickVariant } from '../features/media/variants';
import { PRIORITY } from '../../workers/media/limits';
import { abortable, workerFailure } from './abortable';
import type { MediaApi } from '../../workers/media/api';
import type { GlobalConfig } from '../../protocol/types';

/** Stop the worker after this long without a running fetch; images come in bursts while scrolling. */
const IDLE_STOP_MS = 30_000;
/** After a failed config call, images use the defaults (original size, /media/) this long before asking again. */
const CONFIG_RETRY_MS = 30_000;

export type ImagePriority = keyof typeof PRIORITY;

let worker: Worker | undefined;
let ready: Promise<Comlink.Remote<MediaApi>> | undefined;
let nextId = 1;
let running = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function start(): Promise<Comlink.Remote<MediaApi>> {
  clearTimeout(idleTimer);
  if (ready) return ready;
  const w = new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module', name: 'media' });
  worker = w;
  const api = Comlink.wrap<MediaApi>(w);
  const started = Promise.resolve()
    .then(() => Promise.race([api.init(runtimeConfig().keys.mediaKey), workerFailure(w, 'media')]))
    .then(() => api);
  ready = started;
  started.catch(() => {
    if (ready === started) stopMediaWorker();
  });
  return started;
}

function settle(): void {
  running--;
  if (running === 0) idleTimer = setTimeout(stopMediaWorker, IDLE_STOP_MS);
}

/** Worker fetches resolve relative URLs against the worker script, so make them absolute against the page. */
function absolute(url: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(url, base).href : url;
}

// Queue priority per image URL: set by the caller before the worker job exists, and forwarded to the
// worker's queue when the image scrolls into view while its fetch still waits.
const priorities = new Map<string, number>();
const jobs = new Map<string, { id: number; api: Comlink.Remote<MediaApi> }>();

/**
 * Fetches and decrypts one image in the media worker (Cache Storage first, then the network).
 * @param url media URL (relative URLs resolve against the page)
 * @param signal aborting it cancels the worker's fetch as well
 * @throws the signal's reason (an AbortError) when aborted; an Error when the fetch fails or the bytes do not decrypt.
 */
export async function fetchImageBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  signal?.throwIfAborted();
  running++;
  const id = nextId++;
  try {
    const api = await abortable(start(), signal);
    jobs.set(url, { id, api });
    const priority = priorities.get(url) ?? PRIORITY.near;
    return await abortable(api.fetchImage(absolute(url), { id, priority }), signal, () => void api.cancel(id));
  } finally {
    if (jobs.get(url)?.id === id) jobs.delete(url);
    priorities.delete(url);
    settle();
  }
}

/** Object URLs of decrypted images: a bounded LRU, revoked on eviction (limits in features/media/limits.ts). */
export const imageCache = createObjectUrlCache({ max: IMAGE_CACHE_MAX, load: fetchImageBlob });

let configFailedAt = -Infinity;

/** img_base and img_variants; a failing config call means the defaults for a while, never a stuck image. */
async function imageConfig(): Promise<GlobalConfig | null> {
  if (global.config) return global.config;
  if (Date.now() - configFailedAt < CONFIG_RETRY_MS) return null;
  try {
    return await loadGlobalConfig();
  } catch {
    configFailedAt = Date.now();
    return null;
  }
}

/** The URL to fetch for a media path shown `width` CSS px wide: the fitting variant, prefixed with img_base. */
export async function resolveImageUrl(path: string, width?: number): Promise<string> {
  const cfg = await imageConfig();
  const dpr = globalThis.devicePixelRatio || 1;
  return mediaUrl(pickVariant(path, width, dpr, cfg?.img_variants ?? []), cfg?.img_base || undefined);
}

const bySignal = new WeakMap<AbortSignal, string>();

export interface LoadImageOptions {
  /** Aborting cancels the load, or once loaded releases the image (the LRU may then revoke its URL). */
  signal?: AbortSignal;
  /** CSS px of the slot: picks the smallest variant ≥ width × devicePixelRatio; none means the original. */
  width?: number;
  /** Queue order in the worker; 'near' unless said otherwise. */
  priority?: ImagePriority;
}

/**
 * An object URL for a media path (or URL), decrypted in the media worker and cached. The URL stays valid
 * (pinned in the LRU) until `signal` aborts; without a signal it is not pinned, so use it at once.
 * @throws an AbortError when the signal aborts first; an Error when the image cannot be fetched or decrypted.
 */
export async function loadImage(path: string, opts: LoadImageOptions = {}): Promise<string> {
  const { signal } = opts;
  signal?.throwIfAborted();
  const url = await abortable(resolveImageUrl(path, opts.width), signal);
  if (signal) bySignal.set(signal, url);
  const want = PRIORITY[opts.priority ?? 'near'];
  if (!imageCache.has(url)) priorities.set(url, Math.min(want, priorities.get(url) ?? want));
  const objectUrl = await imageCache.acquire(url, signal);
  if (!signal) imageCache.release(url);
  else if (signal.aborted) imageCache.release(url);
  else signal.addEventListener('abort', () => imageCache.release(url), { once: true });
  return objectUrl;
}

/** The load started with this signal is now on screen: it overtakes images that are merely near. */
export function promoteImage(signal: AbortSignal): void {
  const url = bySignal.get(signal);
  if (!url) return;
  priorities.set(url, PRIORITY.visible);
  const job = jobs.get(url);
  if (job) void job.api.prioritize(job.id, PRIORITY.visible);
}

/** Settles once the running worker has written what it fetched to Cache Storage (benchmarks, tests). */
export async function mediaCacheWritten(): Promise<void> {
  if (ready) await (await ready).flushed();
}

/** Terminates the worker now; the next load starts a new one. */
export function stopMediaWorker(): void {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = undefined;
  ready = undefined;
}
