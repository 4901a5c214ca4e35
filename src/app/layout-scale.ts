import { DESKTOP_DESIGN_WIDTH, FONT_SCALE_CAP, LAYOUT_BASE, MOBILE_DESIGN_WIDTH } from '../../protocol/constants';
import type { DeviceMode } from '../nav/guard';

/**
 * Spec §9: root font-size = base × width / design width (750 mobile, 940 desktop), capped at
 * FONT_SCALE_CAP × base, so a rem is one design pixel × 10 scaled to the screen.
 */
export function rootFontSize(clientWidth: number, mode: DeviceMode): number {
  const design = mode === 'desktop' ? DESKTOP_DESIGN_WIDTH : MOBILE_DESIGN_WIDTH;
  const size = (LAYOUT_BASE * clientWidth) / design;
  return Math.min(Math.max(size, 0), FONT_SCALE_CAP * LAYOUT_BASE);
}

/**
 * The band, in px, the spec's root size is held to. Unclamped, a desktop layout at 820 px sets body text
 * near 7 px and one at 1920 px near 23 px, and a phone layout at 767 px near 29 px. Within the band body
 * text stays between 12 and ~17 px at every width from 320 to 2560; the stylesheets fit the content to
 * the width (grid columns, sidebar widths) rather than shrinking it.
 */
export const ROOT_FONT_BOUNDS: Readonly<Record<DeviceMode, readonly [min: number, max: number]>> = {
  mobile: [4.5, 6.2],
  desktop: [12.8, 15.2],
};

/** rootFontSize() held to ROOT_FONT_BOUNDS: what the shell applies. */
export function readableRootFontSize(clientWidth: number, mode: DeviceMode): number {
  const [min, max] = ROOT_FONT_BOUNDS[mode];
  return Math.min(Math.max(rootFontSize(clientWidth, mode), min), max);
}

/** Sets the root font-size and `data-mode` (which picks the per-layout size tokens of tokens.css). */
export function applyLayoutScale(mode: DeviceMode, root: HTMLElement = document.documentElement): void {
  const px = readableRootFontSize(root.clientWidth || window.innerWidth, mode);
  root.style.fontSize = `${Math.round(px * 1000) / 1000}px`;
  root.dataset.mode = mode;
}
