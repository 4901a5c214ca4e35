import { LONG_SCREENSHOT_RATIO, PREVIEW_ZOOM_MAX, PREVIEW_ZOOM_MIN } from '../../protocol/constants';

// Zoom and pan math of the image preview. Pure: the overlay feeds it sizes and pointer positions.

export interface Size {
  width: number;
  height: number;
}

/** A point relative to the viewport's centre, in CSS px (y grows downwards). */
export interface Point {
  x: number;
  y: number;
}

/** How the image sits: scale over its fitted size, and its centre's offset from the viewport's centre. */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

/** The image's size at zoom 1, and whether it is a long screenshot shown fitted to width and scrolled. */
export interface Fit extends Size {
  long: boolean;
}

/**
 * How far a long screenshot may be enlarged to fill the width: uploads are fitted into a 1024-px box, so a
 * phone screenshot arrives narrow; doubling keeps text readable on a phone without turning a desktop
 * view into a blur.
 */
export const LONG_UPSCALE_MAX = 2;
/** What a double tap on an unzoomed image zooms to. */
export const DOUBLE_TAP_ZOOM = 2;
/** Pan slack allowed below this zoom difference: float noise from pinches must not count as "zoomed". */
const ZOOM_EPSILON = 0.01;

export const IDENTITY: View = { zoom: 1, x: 0, y: 0 };

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(PREVIEW_ZOOM_MAX, Math.max(PREVIEW_ZOOM_MIN, zoom));
}

/** Taller than the spec's long-screenshot ratio (height / width). */
export function isLongImage(natural: Size): boolean {
  return natural.width > 0 && natural.height / natural.width > LONG_SCREENSHOT_RATIO;
}

/**
 * The image's size at zoom 1. A long screenshot fills the width (enlarged at most LONG_UPSCALE_MAX times)
 * and is scrolled, because shrinking it to the screen height would make it unreadable; anything else is
 * contained in the viewport, never upscaled.
 */
export function fitImage(natural: Size, viewport: Size): Fit {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0, long: false };
  if (isLongImage(natural)) {
    const width = Math.min(viewport.width, natural.width * LONG_UPSCALE_MAX);
    return { width, height: (width * natural.height) / natural.width, long: true };
  }
  const scale = Math.min(1, viewport.width / natural.width, viewport.height / natural.height);
  return { width: natural.width * scale, height: natural.height * scale, long: false };
}

/** Where a freshly shown image starts: centred, or a long screenshot with its top at the top of the screen. */
export function initialView(fit: Fit, viewport: Size): View {
  if (!fit.long) return IDENTITY;
  return { zoom: 1, x: 0, y: Math.max(0, (fit.height - viewport.height) / 2) };
}

/** How far the image centre may move from the viewport centre: only as far as the image overflows. */
export function panLimits(fit: Size, zoom: number, viewport: Size): Point {
  return {
    x: Math.max(0, (fit.width * zoom - viewport.width) / 2),
    y: Math.max(0, (fit.height * zoom - viewport.height) / 2),
  };
}

/** Whether the image, at this zoom, is larger than the viewport along each axis (so a drag pans it). */
export function overflows(fit: Size, zoom: number, viewport: Size): { x: boolean; y: boolean } {
  const limits = panLimits(fit, zoom, viewport);
  return { x: limits.x > 0.5, y: limits.y > 0.5 };
}

export function clampView(view: View, fit: Size, viewport: Size): View {
  const zoom = clampZoom(view.zoom);
  const lim = panLimits(fit, zoom, viewport);
  // `+ 0` turns -0 into 0, so a centred view compares equal to IDENTITY.
  const clamp = (v: number, m: number) => Math.min(m, Math.max(-m, v)) + 0;
  return { zoom, x: clamp(view.x, lim.x), y: clamp(view.y, lim.y) };
}

/** Zooms to `zoom` keeping the image point under `anchor` where it is (the pinch/wheel/tap point). */
export function zoomAround(view: View, zoom: number, anchor: Point, fit: Size, viewport: Size): View {
  const next = clampZoom(zoom);
  const k = next / view.zoom;
  return clampView(
    { zoom: next, x: anchor.x - (anchor.x - view.x) * k, y: anchor.y - (anchor.y - view.y) * k },
    fit,
    viewport,
  );
}

export function isZoomed(view: View): boolean {
  return Math.abs(view.zoom - 1) > ZOOM_EPSILON;
}

/** Double tap toggles: a zoomed image goes back to its start; an unzoomed one zooms in at the tap point. */
export function doubleTapView(view: View, tap: Point, fit: Fit, viewport: Size): View {
  if (isZoomed(view)) return initialView(fit, viewport);
  return zoomAround(view, DOUBLE_TAP_ZOOM, tap, fit, viewport);
}

/** Wheel delta → zoom factor; exponential so equal scrolls in and out cancel out. Line mode counts as 16 px. */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-px * 0.002);
}

export interface PinchStart {
  view: View;
  distance: number;
  mid: Point;
}

/** Two-finger pinch: scale by the change in finger distance around the start midpoint, then follow the midpoint. */
export function pinchView(start: PinchStart, distance: number, mid: Point, fit: Size, viewport: Size): View {
  if (start.distance <= 0) return start.view;
  const zoomed = zoomAround(start.view, start.view.zoom * (distance / start.distance), start.mid, fit, viewport);
  return clampView({ ...zoomed, x: zoomed.x + mid.x - start.mid.x, y: zoomed.y + mid.y - start.mid.y }, fit, viewport);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
