// Width variants: smaller copies so a 390-px card never downloads a 2,000-px photo. The client asks for
// `<path without .bin>.w<W>.bin`; only widths narrower than the original exist, and GET of a missing variant
// serves the original (http/media.ts), so the client never needs to know the original's size.
import sharp from 'sharp';

/** Ascending; advertised as GlobalConfig.img_variants. */
export const VARIANT_WIDTHS: readonly number[] = [240, 480, 960];

const VARIANT_QUALITY = 80;
const VARIANT_PATH = /^(img\/.+)\.w(\d+)\.bin$/;

export function variantPath(path: string, width: number): string {
  return `${path.replace(/\.bin$/, '')}.w${width}.bin`;
}

/** `img/ab/<sha>.w480.bin` → `img/ab/<sha>.bin`; null for anything that is not a variant name. */
export function originalOfVariant(path: string): string | null {
  const m = VARIANT_PATH.exec(path);
  return m && VARIANT_WIDTHS.includes(Number(m[2])) ? `${m[1]}.bin` : null;
}

export function widthsBelow(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width);
}

export interface RenderedVariant {
  width: number;
  bytes: Buffer;
}

/**
 * Plain variant bytes for every advertised width narrower than `displayWidth`. Opaque pictures become
 * JPEG, pictures with transparency WebP (keeps the alpha, still far lighter than PNG). GIFs get none: a
 * resized copy would lose the animation, and the original is served in its place.
 */
export async function renderVariants(
  plain: Buffer,
  displayWidth: number,
  opts: { gif: boolean; hasAlpha: boolean; maxPixels: number },
): Promise<RenderedVariant[]> {
  if (opts.gif) return [];
  const input = sharp(plain, { failOn: 'warning', limitInputPixels: opts.maxPixels }).autoOrient();
  return Promise.all(
    widthsBelow(displayWidth).map(async (width) => {
      const sized = input.clone().resize({ width });
      const bytes = await (
        opts.hasAlpha ? sized.webp({ quality: VARIANT_QUALITY }) : sized.jpeg({ quality: VARIANT_QUALITY })
      ).toBuffer();
      return { width, bytes };
    }),
  );
}

/** The longest side of a shared link's preview picture: enough for a chat app's card, small to fetch. */
export const SHARE_PREVIEW_SIZE = 600;

/**
 * A plain JPEG of a post's photo for link previews (og:image), which crawlers fetch without our key: fitted
 * inside SHARE_PREVIEW_SIZE, transparency flattened on white, first frame of a GIF.
 */
export async function renderSharePreview(plain: Buffer, maxPixels: number): Promise<Buffer> {
  return sharp(plain, { failOn: 'warning', limitInputPixels: maxPixels })
    .autoOrient()
    .resize({ width: SHARE_PREVIEW_SIZE, height: SHARE_PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}
