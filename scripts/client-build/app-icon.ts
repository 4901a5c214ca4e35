import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The brand mark (the same gradient tile and folded note as the favicon and the boot shell's logo). */
function iconSvg(size: number, maskable: boolean): string {
  // A maskable icon keeps its mark inside the central 80 % safe zone and fills the whole square.
  const inset = maskable ? 0.2 : 0;
  const scale = (1 - inset) * (size / 32);
  const offset = (size * inset) / 2;
  const tile = maskable
    ? `<rect width="${size}" height="${size}" fill="url(#g)"/>`
    : `<rect width="${size}" height="${size}" rx="${(size * 9) / 32}" fill="url(#g)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a79cff"/>
<stop offset=".55" stop-color="#6e5ef1"/><stop offset="1" stop-color="#ff6fa5"/></linearGradient></defs>
${tile}<g transform="translate(${offset} ${offset}) scale(${scale})">
<path d="M10 9.5h9.5a3 3 0 0 1 3 3V22l-3.2-2.2-3.3 2.2-3.3-2.2L10 22z" fill="#fff"/></g></svg>`;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** Sizes the manifest lists: the two Chrome asks for, plus a maskable one for Android's shaped launchers. */
const ICONS: readonly { size: number; purpose: ManifestIcon['purpose'] }[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
];
/** iOS ignores the manifest's icons and reads `apple-touch-icon` (index.html links it). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
const APPLE_SIZE = 180;

async function renderPng(size: number, maskable: boolean, file: string): Promise<void> {
  const png = await sharp(Buffer.from(iconSvg(size, maskable)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, png);
}

/** Renders every icon into `<outDir>/icons/` and returns the manifest's entries. */
export async function writeIcons(outDir: string): Promise<ManifestIcon[]> {
  const dir = path.join(outDir, 'icons');
  await mkdir(dir, { recursive: true });
  const entries = await Promise.all(
    ICONS.map(async ({ size, purpose }) => {
      const name = `icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`;
      await renderPng(size, purpose === 'maskable', path.join(dir, name));
      return { src: `/icons/${name}`, sizes: `${size}x${size}`, type: 'image/png', purpose } satisfies ManifestIcon;
    }),
  );
  // Apple draws no rounded corners over a maskable-style full square, it rounds them itself.
  await renderPng(APPLE_SIZE, true, path.join(outDir, APPLE_TOUCH_ICON));
  return entries;
}
