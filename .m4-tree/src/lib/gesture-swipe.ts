import { DOUBLE_TAP_MS } from '../../protocol/constants';

// Tap, swipe and paging decisions of the image preview. Pure: times in ms, distances in CSS px.

/** Movement under this is still a tap (fingers wobble). */
export const TAP_SLOP_PX = 10;
/** Two taps farther apart than this are two single taps, not a double tap. */
export const DOUBLE_TAP_SLOP_PX = 30;
/** A drag commits to an axis once it has moved this far. */
export const AXIS_LOCK_PX = 8;
/** A slow swipe must cover this share of the viewport to turn the page… */
export const SWIPE_FRACTION = 0.2;
/** …a quick flick only this speed (px/ms) and a short minimum distance. */
export const FLICK_SPEED = 0.4;
export const FLICK_MIN_PX = 30;
/** Share of the viewport height a slow downward drag must cover to close the preview. */
export const DISMISS_FRACTION = 0.15;

export interface Tap {
  x: number;
  y: number;
  /** Time of the pointer release, ms. */
  t: number;
}

export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_SLOP_PX;
}

/** A second tap within the spec's double-tap window, near the first. */
export function isDoubleTap(prev: Tap | null, now: Tap): boolean {
  if (!prev) return false;
  const dt = now.t - prev.t;
  return dt >= 0 && dt <= DOUBLE_TAP_MS && Math.hypot(now.x - prev.x, now.y - prev.y) <= DOUBLE_TAP_SLOP_PX;
}

/** The axis a drag moves along, once it has moved far enough to tell. */
export function lockAxis(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

function committed(delta: number, dtMs: number, extent: number, fraction: number): boolean {
  const d = Math.abs(delta);
  if (d >= extent * fraction) return true;
  return dtMs > 0 && d >= FLICK_MIN_PX && d / dtMs >= FLICK_SPEED;
}

/** A finished horizontal drag: leftwards shows the next image, rightwards the previous, too little snaps back. */
export function swipeDirection(dx: number, dtMs: number, width: number): 'next' | 'prev' | null {
  if (!committed(dx, dtMs, width, SWIPE_FRACTION)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** A finished downward drag closes the preview when long or quick enough; upward never does. */
export function shouldDismiss(dy: number, dtMs: number, height: number): boolean {
  return dy > 0 && committed(dy, dtMs, height, DISMISS_FRACTION);
}

/** The index after a step with looping on: past the last comes the first, before the first the last. */
export function loopIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Spec counter text, 1-based: "3 / 6". */
export function counterText(index: number, count: number): string {
  return `${loopIndex(index, count) + 1} / ${count}`;
}
