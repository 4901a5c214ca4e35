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

/** Sets the root font-size and `data-mode` (which picks the per-layout size tokens of theme.css). */
export function applyLayoutScale(mode: DeviceMode, root: HTMLElement = document.documentElement): void {
  const px = rootFontSize(root.clientWidth || window.innerWidth, mode);
  root.style.fontSize = `${Math.round(px * 1000) / 1000}px`;
  root.dataset.mode = mode;
}
