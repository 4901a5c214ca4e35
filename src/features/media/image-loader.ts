import { fetchImageBlob, prioritizeImage, PRIORITY } from '../../worker-bridge/media';
import type { Priority } from '../../worker-bridge/media';
import { abortable } from '../../lib/abortable';
import { global } from '../../state/global';
import { loadGlobalConfig, mediaUrl } from '../common/global-config';
import { bootImageFor } from './boot-image';
import { IMAGE_CACHE_MAX } from './limits';
import { createObjectUrlCache } from './object-url-cache';
import { imageDpr, pickVariant } from './variants';
import type { GlobalConfig } from '../../../protocol/types';

/** After a failed config call, images use the defaults (original size, /media/) this long before asking again. */
const CONFIG_RETRY_MS = 30_000;

export type ImagePriority = keyof typeof PRIORITY;

/**
 * How long other images wait for the lead image (the first screen's largest picture) before they start
 * anyway: on a slow link four images at once each take four times as long, and the largest paint waits
 * for the lead one alone.
 */
const LEAD_WAIT_MS = 1_500;

// The image the first screen shows largest while it loads; other fetches queue behind it (LEAD_WAIT_MS).
let lead: { url: Promise<string>; done: Promise<unknown> } | null = null;

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

async function behindLead(url: string): Promise<void> {
  const current = lead;
  if (!current) return;
  const limit = delay(LEAD_WAIT_MS);
  if ((await Promise.race([current.url, limit])) === url) return;
  await Promise.race([current.done, limit]);
}

// Queue priority per image URL, set before the worker job exists and read when the fetch starts.
const priorities = new Map<string, Priority>();

/** Object URLs of decrypted images: a bounded LRU, revoked on eviction (limits in ./limits.ts). */
export const imageCache = createObjectUrlCache({
  max: IMAGE_CACHE_MAX,
  load: async (url, signal) => {
    await behindLead(url);
    return fetchImageBlob(url, signal, priorities.get(url) ?? PRIORITY.near).finally(() => priorities.delete(url));
  },
});

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

/** The URL to fetch for a media path shown `width` CSS px wide: the fitting variant (density capped), prefixed with img_base. */
export async function resolveImageUrl(path: string, width?: number): Promise<string> {
  const cfg = await imageConfig();
  const dpr = imageDpr(globalThis.devicePixelRatio || 1);
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
  const boot = bootImageFor(url);
  if (boot) {
    const objectUrl = await abortable(boot, signal);
    if (objectUrl) imageCache.adopt(url, objectUrl);
  }
  if (signal) bySignal.set(signal, url);
  const want = PRIORITY[opts.priority ?? 'near'];
  if (!imageCache.has(url)) priorities.set(url, Math.min(want, priorities.get(url) ?? want) as Priority);
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
  prioritizeImage(url, PRIORITY.visible);
}

/**
 * Starts the first screen's largest image before its component mounts, and lets it go first: other images
 * wait for it (at most LEAD_WAIT_MS). `width` is the slot's CSS px as the layout will give it; a guess that
 * picks another variant than the component's only costs one fetch. Failures are left to the component.
 */
export function loadLeadImage(path: string, width: number): void {
  const mine = {
    url: resolveImageUrl(path, width).catch(() => ''),
    done: loadImage(path, { width, priority: 'visible' }).catch(() => undefined),
  };
  lead = mine;
  void mine.done.then(() => {
    if (lead === mine) lead = null;
  });
}

/** Starts an image of the first screen before its component mounts (behind the lead image). */
export function preloadImage(path: string, width: number): void {
  loadImage(path, { width, priority: 'visible' }).catch(() => undefined);
}
