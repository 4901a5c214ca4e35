import type { PostDetail } from '../../protocol/types';
import type { Db } from '../db/database';
import { adsBySlot } from '../domain/listings';
import { VARIANT_WIDTHS, variantPath } from '../domain/media';

// The landing screen's largest picture, named in the page so it paints from the boot shell: its ciphertext
// preloaded with the HTML, and the boot shell's box for it, which the boot script (src/boot/boot-image.ts)
// decrypts into before the app has loaded. Per kind of screen (a media query) where the picture's slot, and
// so the variant the client will pick, is known: phones of 2× or denser, where the picture spans the screen,
// and for the home's banner also desktops at 1×, where its first slide is a third of the row.

/** The ad slot whose first slide is the phone home's largest paint. */
const BANNER_SLOT = 'home_banner';

interface Target {
  media: string;
  /** The narrowest and widest slot × density the media query lets through, in device px. */
  minPx: number;
  maxPx: number;
}

/** The client caps the density its image variants are picked for at 2 (features/media/variants.ts). */
const PHONE: Target = {
  media: '(min-width: 360px) and (max-width: 480px) and (min-resolution: 2dppx)',
  minPx: 360 * 2,
  maxPx: 480 * 2,
};
/**
 * The desktop home's first banner slide: a third of the content row, which is at most 94 root units wide
 * (the desktop root is at most 15.2 px: src/app/layout-scale.ts), so 250–470 CSS px from 900 px up.
 */
const DESKTOP_BANNER: Target = { media: '(min-width: 900px) and (max-resolution: 1dppx)', minPx: 250, maxPx: 470 };
/** Media paths as the server writes them; nothing in them needs escaping in an attribute. */
const MEDIA_PATH = /^img\/[\w/.-]+\.bin$/;

/** What index.html has in the boot shell's picture place (index.html), replaced per landing screen. */
export const BOOT_PICTURE = /<!--boot-picture-->.*?<!--\/boot-picture-->/s;

/** The picture in one layout, for a page whose first screen the server renders (http/app-render.ts). */
export interface LeadPicture {
  /** The media path, as the replies name it. */
  path: string;
  /** The variant's URL the boot script fetches, and the media query it is for. */
  src: string;
  media: string;
}

export interface BootPicture {
  /** `<link rel=preload>` of the ciphertext, for the head. */
  preloadHtml: string;
  /** The boot shell's markup for the picture's place. */
  shellHtml: string;
  /**
   * The variant of each layout, when it has one: the server's render in that layout marks its `<img>` for
   * the boot script.
   */
  leads: { mobile: LeadPicture | null; desktop: LeadPicture | null };
}

/** Where media is fetched from: this origin's /media/, or MEDIA_PUBLIC_URL's (a CDN in front of it). */
const MEDIA_BASE = '/media/';

/** The smallest variant at least `px` wide, else the original (as the client's variant picker does). */
function variantFor(path: string, px: number): string {
  const width = VARIANT_WIDTHS.find((w) => w >= px);
  return width === undefined ? path : variantPath(path, width);
}

/**
 * The preloads and the boot `<img>`s of `image`, one per target where every screen it names picks the same
 * variant; the boot script keeps the one whose media query matches and drops the others.
 */
function picture(
  image: string | undefined,
  targets: readonly Target[],
  mediaBase: string,
): { preloadHtml: string; img: string; leads: BootPicture['leads'] } | null {
  if (!image || !MEDIA_PATH.test(image)) return null;
  const fitting = targets.flatMap((t) => {
    const file = variantFor(image, t.minPx);
    return file === variantFor(image, t.maxPx) ? [{ file, media: t.media }] : [];
  });
  if (!fitting.length) return null;
  const leadOf = (target: Target) =>
    fitting
      .filter((f) => f.media === target.media)
      .map(({ file, media }) => ({ path: image, src: `${mediaBase}${file}`, media }))[0] ?? null;
  return {
    preloadHtml: fitting
      .map(
        ({ file, media }) =>
          `<link rel="preload" href="${mediaBase}${file}" as="fetch" crossorigin="anonymous" fetchpriority="high" media="${media}">`,
      )
      .join(''),
    img: fitting
      .map(
        ({ file, media }) =>
          `<img class="boot-img" alt="" data-boot-src="${mediaBase}${file}" data-boot-path="${image}" data-boot-media="${media}">`,
      )
      .join(''),
    leads: { mobile: leadOf(PHONE), desktop: leadOf(DESKTOP_BANNER) },
  };
}

/** The home: the banner's first slide, in the boot shell's banner box. */
export async function homeBootPicture(db: Db, nowS: number, mediaBase = MEDIA_BASE): Promise<BootPicture | null> {
  const p = picture((await adsBySlot(db, nowS))[BANNER_SLOT]?.[0]?.image, [PHONE, DESKTOP_BANNER], mediaBase);
  return (
    p && { preloadHtml: p.preloadHtml, shellHtml: `<span class="boot-block boot-wide">${p.img}</span>`, leads: p.leads }
  );
}

/**
 * A post's page on a phone: its first photo, full width under the video's box when it has one, as the
 * detail lays them out (features/detail/DetailView.tsx); from the guest's view the page carries, so a
 * locked preview shows only what it shows. (A desktop's gallery is a mosaic whose sizes vary.)
 */
export function detailBootPicture(post: PostDetail, mediaBase = MEDIA_BASE): BootPicture | null {
  const p = picture(post.images[0], [PHONE], mediaBase);
  const video = post.video ? '<span class="boot-bleed boot-video"></span>' : '';
  return (
    p && {
      preloadHtml: p.preloadHtml,
      shellHtml: `${video}<span class="boot-bleed boot-photo">${p.img}</span>`,
      leads: p.leads,
    }
  );
}
