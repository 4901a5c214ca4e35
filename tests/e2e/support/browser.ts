import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The machine's Chromium (COMMON brief): never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Counts WebCrypto work on the main thread. Init scripts run in pages, not in workers, so a count above
 * zero means a seal, open or media decrypt happened on the UI thread instead of in a worker.
 */
export const COUNT_MAIN_THREAD_CRYPTO = `(() => {
  const counts = { encrypt: 0, decrypt: 0, sign: 0 };
  const subtle = globalThis.crypto && globalThis.crypto.subtle;
  if (!subtle) return;
  for (const name of Object.keys(counts)) {
    const original = subtle[name].bind(subtle);
    subtle[name] = (...args) => { counts[name]++; return original(...args); };
  }
  Object.defineProperty(globalThis, '__mainThreadCrypto', { value: counts });
})();`;

export async function mainThreadCrypto(page: Page): Promise<{ encrypt: number; decrypt: number; sign: number } | null> {
  if (page.isClosed()) return null;
  return page.evaluate(
    () =>
      (globalThis as unknown as { __mainThreadCrypto?: { encrypt: number; decrypt: number; sign: number } })
        .__mainThreadCrypto ?? null,
  );
}

/**
 * Waits until some visible encrypted image in `scope` is decoded: data-state=loaded and naturalWidth > 0.
 * Visible only: kept-alive screens stay mounted, hidden, with their own loaded images.
 */
export async function waitForDecodedImage(page: Page, scope = 'body', timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (sel) => {
      const imgs = [
        ...document.querySelectorAll<HTMLImageElement>(`${sel} img[data-testid="enc-img"][data-state="loaded"]`),
      ];
      const ok = imgs.filter((img) => img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0);
      return ok.length > 0 ? ok[0]!.naturalWidth : false;
    },
    scope,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The visible elements with this test id: kept-alive screens keep hidden copies mounted. */
export function shown(page: Page, testId: string) {
  return page.getByTestId(testId).filter({ visible: true });
}
