/**
 * The densest screen an image variant is chosen for. Past 2 device px per CSS px a photo looks the same to
 * the eye, while its bytes grow with the area: at 3× a phone card asks for the original (≈ 58 KB) where 2×
 * takes the 480 variant, and four of those share a slow-4G link on the first screen.
 */
export const MAX_IMAGE_DPR = 2;

/** The device pixel ratio the variant choice uses: the screen's, capped at MAX_IMAGE_DPR. */
export function imageDpr(dpr: number): number {
  return dpr > 0 ? Math.min(dpr, MAX_IMAGE_DPR) : 1;
}

/**
 * The smallest server variant at least `cssPx × dpr` wide, or null for the original (no width given,
 * no variants offered, or the slot is wider than every variant).
 */
export function pickVariantWidth(cssPx: number | undefined, dpr: number, variants: readonly number[]): number | null {
  if (!cssPx || cssPx <= 0 || variants.length === 0) return null;
  const need = cssPx * (dpr > 0 ? dpr : 1);
  let best: number | null = null;
  for (const w of variants) if (w >= need && (best === null || w < best)) best = w;
  return best;
}

/** `img/ab/x.bin` → `img/ab/x.w480.bin`; URLs that are not encrypted media paths (blob:, data:) stay as they are. */
export function variantPath(path: string, width: number | null): string {
  if (width === null || !/\.bin$/.test(path) || /^(?:blob|data):/i.test(path)) return path;
  return `${path.slice(0, -'.bin'.length)}.w${width}.bin`;
}

/** The path to request for an image shown `cssPx` wide on a screen of `dpr` device pixels per CSS pixel. */
export function pickVariant(path: string, cssPx: number | undefined, dpr: number, variants: readonly number[]): string {
  return variantPath(path, pickVariantWidth(cssPx, dpr, variants));
}
