// SVG art for the generated demo pictures: soft gradients, blurred shapes and one line icon per type.
// No text: fonts may be missing on a fresh machine, and pictures without words suit both languages.
import type { Rng } from './rng';
import type { TypeCode } from './taxonomy';

/** Line icons in a 100×100 box, drawn with stroke (filled parts say so). */
const MOTIFS: Record<TypeCode | 0, string> = {
  // cup with steam
  1: '<path d="M24 40h44v22a20 20 0 0 1-20 20h-4a20 20 0 0 1-20-20z"/><path d="M68 46h5a9 9 0 0 1 0 18h-6"/><path d="M36 16q6 7 0 14M48 12q6 7 0 14M60 16q6 7 0 14"/><path d="M16 90h68"/>',
  // open book
  2: '<path d="M50 28v56"/><path d="M50 28q-16-9-36-4v56q20-5 36 4"/><path d="M50 28q16-9 36-4v56q-20-5-36 4"/><path d="M22 38q12-3 20 1M22 50q12-3 20 1M58 39q8-4 20-1M58 51q8-4 20-1"/>',
  // wrench
  3: '<g transform="rotate(45 50 50)"><path d="M43 8v16h14v-16a21 21 0 1 1-14 0z"/><rect x="43" y="44" width="14" height="50" rx="7"/></g>',
  // house
  4: '<path d="M12 52L50 18l38 34"/><path d="M24 44v42h52v-42"/><path d="M43 86v-22h14v22"/><path d="M66 30v-12h8v19"/>',
  // sparkle (clean)
  5: '<path d="M46 12q4 34 36 38q-32 4-36 38q-4-34-36-38q32-4 36-38z"/><path d="M80 10q2 9 10 10q-8 1-10 10q-2-9-10-10q8-1 10-10z"/>',
  // leaf
  6: '<path d="M18 84Q16 22 84 16Q84 82 18 84z"/><path d="M18 84L66 34M34 67l-3-14M34 67l14 3M48 52l-2-12M48 52l12 2"/>',
  // paw (filled)
  7: '<g class="f"><ellipse cx="26" cy="44" rx="8" ry="10"/><ellipse cx="41" cy="28" rx="8" ry="11"/><ellipse cx="59" cy="28" rx="8" ry="11"/><ellipse cx="74" cy="44" rx="8" ry="10"/><path d="M50 50c14 0 26 16 26 26c0 8-8 10-13 9c-5-1-8-3-13-3s-8 2-13 3c-5 1-13-1-13-9c0-10 12-26 26-26z"/></g>',
  // camera
  8: '<rect x="12" y="30" width="76" height="52" rx="9"/><path d="M34 30l6-11h20l6 11"/><circle cx="50" cy="56" r="15"/><circle cx="50" cy="56" r="6"/><circle cx="76" cy="41" r="2.5" class="f"/>',
  // generic: sun over hills, for banners and filler
  0: '<circle cx="66" cy="32" r="12"/><path d="M8 84l26-30 18 20 14-14 26 24z"/>',
};

/** Base hue per type, so a type's pictures feel related; varied per picture by the PRNG. */
const HUES: Record<TypeCode | 0, number> = { 0: 250, 1: 28, 2: 215, 3: 195, 4: 160, 5: 180, 6: 110, 7: 38, 8: 275 };

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;

export interface ArtSpec {
  width: number;
  height: number;
  motif: TypeCode | 0;
  /** How many icons (banners show a row). */
  icons?: number;
}

/** Blurred backgrounds are rendered this many times smaller and scaled up: blur is the costly part. */
export const BACKGROUND_SCALE = 8;

export interface ArtLayers {
  /** Gradient, blurred blobs and vignette at 1/BACKGROUND_SCALE size. */
  background: string;
  /** Crisp outlines and icons at full size, transparent elsewhere. */
  overlay: string;
}

export function artSvg(rng: Rng, spec: ArtSpec): ArtLayers {
  const { width: w, height: h, motif } = spec;
  const k = 1 / BACKGROUND_SCALE;
  const hue = HUES[motif] + rng.int(-28, 28);
  const accent = hue + rng.pick([40, 150, 190, -60]);
  const angle = rng.int(0, 359);
  const blobs: string[] = [];
  for (let i = 0, n = rng.int(4, 7); i < n; i++) {
    const r = Math.min(w, h) * (0.12 + rng.next() * 0.35) * k;
    const color = hsl(rng.chance(0.5) ? hue : accent, rng.int(45, 80), rng.int(38, 60), 0.35 + rng.next() * 0.35);
    blobs.push(
      `<circle cx="${(rng.int(0, w) * k).toFixed(1)}" cy="${(rng.int(0, h) * k).toFixed(1)}" r="${r.toFixed(1)}" fill="${color}"/>`,
    );
  }
  const sw = Math.ceil(w * k);
  const sh = Math.ceil(h * k);
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${hsl(hue, 55, 22)}"/><stop offset="1" stop-color="${hsl(accent, 60, 12)}"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${((Math.min(w, h) / 14) * k).toFixed(1)}"/></filter>
<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g filter="url(#soft)">${blobs.join('')}</g>
<rect width="100%" height="100%" fill="url(#vig)"/>
</svg>`;

  const shapes: string[] = [];
  for (let i = 0, n = rng.int(2, 4); i < n; i++) {
    const x = rng.int(0, w);
    const y = rng.int(0, h);
    const s = rng.int(40, Math.round(Math.min(w, h) / 3));
    const stroke = hsl(accent, 70, 78, 0.25 + rng.next() * 0.2);
    shapes.push(
      rng.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="none" stroke="${stroke}" stroke-width="${rng.int(2, 6)}"/>`
        : `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${rng.int(0, s / 4)}" fill="none" stroke="${stroke}" stroke-width="${rng.int(2, 6)}" transform="rotate(${rng.int(0, 90)} ${x + s / 2} ${y + s / 2})"/>`,
    );
  }
  const icons = spec.icons ?? 1;
  const size = Math.round(icons > 1 ? Math.min(w / (icons + 1), h) * 0.55 : Math.min(w, h) * 0.34);
  const iconColor = hsl(hue, 40, 96, 0.92);
  const glyphs: string[] = [];
  for (let i = 0; i < icons; i++) {
    const cx = icons > 1 ? (w * (i + 1)) / (icons + 1) : w / 2 + rng.int(-w / 10, w / 10);
    const cy = h / 2 + (icons > 1 ? 0 : rng.int(-h / 12, h / 12));
    glyphs.push(
      `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})">${MOTIFS[motif]}</g>`,
    );
  }
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<style>.i{fill:none;stroke:${iconColor};stroke-width:5;stroke-linecap:round;stroke-linejoin:round}.i .f{fill:${iconColor};stroke:none}</style>
</defs>
${shapes.join('')}
<g class="i" filter="url(#glow)" opacity=".6">${glyphs.join('')}</g>
<g class="i">${glyphs.join('')}</g>
</svg>`;
  return { background, overlay };
}
