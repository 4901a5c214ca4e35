import type { PostDetail } from '../../protocol/types';
import type { Db } from '../db/database';
import { adsBySlot } from '../domain/ads';
import { VARIANT_WIDTHS, variantPath } from '../domain/image-variants';

// The landing screen's largest picture, named in the page so it paints from the boot shell: its ciphertext
// preloaded with the HTML, and the boot shell's box for it, which the boot script (src/boot/boot-image.ts)
// decrypts into before the app has loaded. Only for phones of 2× or denser between these widths, where the
// picture spans the screen (the home's banner, a post's first photo) and one variant fits all of them.

/** The ad slot whose first slide is the phone home's largest paint. */
const BANNER_SLOT = 'home_banner';
const PHONE_MIN_PX = 360;
const PHONE_MAX_PX = 480;
/** The client caps the density its image variants are picked for (features/media/variants.ts). */
const IMAGE_DPR = 2;
const PHONE_MEDIA = `(min-width: ${PHONE_MIN_PX}px) and (max-width: ${PHONE_MAX_PX}px) and (min-resolution: ${IMAGE_DPR}dppx)`;
/** Media paths as the server writes them; nothing in them needs escaping in an attribute. */
const MEDIA_PATH = /^img\/[\w/.-]+\.bin$/;

/** What index.html has in the boot shell's picture place (index.html), replaced per landing screen. */
export const BOOT_PICTURE = /<!--boot-picture-->.*?<!--\/boot-picture-->/s;

export interface BootPicture {
  /** `<link rel=preload>` of the ciphertext, for the head. */
  preloadHtml: string;
  /** The boot shell's markup for the picture's place. */
  shellHtml: string;
}

/** The smallest variant at least `px` wide, else the original (as the client's variant picker does). */
function variantFor(path: string, px: number): string {
  const width = VARIANT_WIDTHS.find((w) => w >= px);
  return width === undefined ? path : variantPath(path, width);
}

/** The preload and the boot `<img>` for `image`, or null when phones of the range would pick different files. */
function picture(image: string | undefined): { preloadHtml: string; img: string } | null {
  if (!image || !MEDIA_PATH.test(image)) return null;
  const file = variantFor(image, PHONE_MIN_PX * IMAGE_DPR);
  if (file !== variantFor(image, PHONE_MAX_PX * IMAGE_DPR)) return null;
  return {
    preloadHtml: `<link rel="preload" href="/media/${file}" as="fetch" crossorigin="anonymous" fetchpriority="high" media="${PHONE_MEDIA}">`,
    img: `<img class="boot-img" alt="" data-boot-src="/media/${file}" data-boot-path="${image}" data-boot-media="${PHONE_MEDIA}">`,
  };
}

/** The home: the banner's first slide, in the boot shell's banner box. */
export async function homeBootPicture(db: Db, nowS: number): Promise<BootPicture | null> {
  const p = picture((await adsBySlot(db, nowS))[BANNER_SLOT]?.[0]?.image);
  return p && { preloadHtml: p.preloadHtml, shellHtml: `<span class="boot-block boot-wide">${p.img}</span>` };
}

/**
 * A post's page: its first photo, full width under the video's box when it has one, as the detail lays
 * them out (features/detail/DetailView.tsx); from the guest's view the page carries, so a locked preview
 * shows only what it shows.
 */
export function detailBootPicture(post: PostDetail): BootPicture | null {
  const p = picture(post.images[0]);
  const video = post.video ? '<span class="boot-bleed boot-video"></span>' : '';
  return p && { preloadHtml: p.preloadHtml, shellHtml: `${video}<span class="boot-bleed boot-photo">${p.img}</span>` };
}
