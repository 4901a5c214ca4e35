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

/**
 * While the app hydrates the server's markup, its images render as the server rendered them (placeholders),
 * the boot picture included, which the boot script may already show: they take it up once hydrated.
 */
let hydrating = false;

export function setHydrating(on: boolean): void {
  hydrating = on;
}

/** The boot picture's object URL for this media path, when it is already decrypted; else undefined. */
export function bootImageNow(path: string): string | undefined {
  return boot && ready && !hydrating && boot.path === path ? ready : undefined;
}

/** The picture the server's render marks for the boot script (server/http/boot-picture.ts, LeadPicture). */
export interface LeadPicture {
  path: string;
  src: string;
  media: string;
}

let lead: { picture: LeadPicture; claimed: boolean } | null = null;

/** The server's render of one page: the picture to mark, or null. */
export function setServerLead(picture: LeadPicture | null): void {
  lead = picture && { picture, claimed: false };
}

/**
 * On the server, the boot script's attributes for the first image of the lead picture's path (the boot script
 * decrypts into it before the app has loaded, as into the boot shell's); nothing in the browser, whose
 * hydration leaves attributes only the server wrote as they are.
 */
export function leadAttributes(path: string | null): Record<string, string> | undefined {
  if (!lead || lead.claimed || path !== lead.picture.path) return undefined;
  lead.claimed = true;
  return {
    'data-boot-src': lead.picture.src,
    'data-boot-path': lead.picture.path,
    'data-boot-media': lead.picture.media,
  };
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
