import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Slow 4G as the issue states it (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a CPU 4× slower. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export interface PhoneSession {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Bytes received so far for media (video files and encrypted images), and how many media requests. */
  mediaBytes(): { video: number; images: number; requests: number };
  /** The main thread's used JS heap now (bytes), after no forced collection. */
  heap(): Promise<number>;
  close(): Promise<void>;
}

/** A cold phone context (empty cache) with the network and CPU throttled through DevTools. */
export async function openPhone(browser: Browser, baseURL: string): Promise<PhoneSession> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const kinds = new Map<string, 'video' | 'images'>();
  const received = new Map<string, number>();
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const p = new URL(e.request.url).pathname;
    if (p.startsWith('/media/video/')) kinds.set(e.requestId, 'video');
    else if (p.startsWith('/media/')) kinds.set(e.requestId, 'images');
  });
  cdp.on('Network.dataReceived', (e) => {
    if (!kinds.has(e.requestId)) return;
    received.set(e.requestId, (received.get(e.requestId) ?? 0) + Math.max(e.encodedDataLength, e.dataLength));
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (kinds.has(e.requestId)) finished.set(e.requestId, e.encodedDataLength);
  });
  // Posters are fetched by the media worker, whose requests this page session does not see; Playwright
  // reports a context's worker requests too.
  let images = 0;
  let imageRequests = 0;
  context.on('requestfinished', (req) => {
    if (!new URL(req.url()).pathname.startsWith('/media/img/')) return;
    imageRequests++;
    void req.sizes().then(
      (z) => (images += z.responseBodySize + z.responseHeadersSize),
      () => undefined,
    );
  });
  return {
    context,
    page,
    cdp,
    mediaBytes() {
      const out = { video: 0, images: 0, requests: kinds.size };
      for (const [id, kind] of kinds) out[kind] += Math.max(finished.get(id) ?? 0, received.get(id) ?? 0);
      // The page's own image requests (none today) and the worker's, without counting one twice.
      out.images = Math.max(out.images, images);
      out.requests += imageRequests;
      return out;
    },
    async heap() {
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    },
    close: () => context.close(),
  };
}

/**
 * Resolves with the time (performance.now in the page) at which the element shows its first frame of
 * `src`: the first video frame callback after it plays that source.
 */
export const FIRST_FRAME = `(video, src) => new Promise((resolve) => {
  const check = () => {
    if (video.currentSrc.endsWith(src) && !video.paused && video.readyState >= 2) {
      video.requestVideoFrameCallback((now) => resolve(now));
    } else requestAnimationFrame(check);
  };
  check();
})`;
