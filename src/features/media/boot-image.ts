import { BOOT_IMAGE_GLOBAL } from '../../boot/boot-image-global';
import type { BootImage } from '../../boot/boot-image-global';
import { afterNextPaint } from '../../lib/page-timing';

// The picture the boot script decrypted into the boot shell (src/boot/boot-image.ts). The app shows the same
// object URL, so the first screen's largest picture is neither fetched nor decrypted twice, and the banner
// that replaces the boot shell paints it at once instead of flashing its placeholder.

const boot = (globalThis as Record<string, unknown>)[BOOT_IMAGE_GLOBAL] as BootImage | undefined;
let ready: string | null = null;
void boot?.url.then((url) => {
  ready = url;
});

/** The boot picture's object URL for this media path, when it is already decrypted; else undefined. */
export function bootImageNow(path: string): string | undefined {
  return boot && ready && boot.path === path ? ready : undefined;
}

/**
 * Waits for the boot picture when `src` (a media URL as the image loader fetches it) is the one the boot
 * script is decrypting, and resolves with its object URL (null when that failed); undefined for any other.
 */
export function bootImageFor(src: string): Promise<string | null> | undefined {
  return boot && boot.src === src ? boot.url : undefined;
}

/**
 * Resolves once the boot picture is on screen (decoded, and a frame later), has failed, or `capMs` have
 * passed; at once when the page has none.
 */
export function bootImageShown(capMs: number): Promise<void> {
  if (!boot) return Promise.resolve();
  const shown = boot.url.then(
    async (url) => {
      const img = [...document.querySelectorAll<HTMLImageElement>('img[data-boot-src]')].find((i) => i.src === url);
      await img?.decode().catch(() => undefined);
      await afterNextPaint();
    },
    () => undefined,
  );
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
