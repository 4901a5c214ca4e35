import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, LONG_SCREENSHOT_RATIO, PREVIEW_ZOOM_MAX, PREVIEW_ZOOM_MIN } from '../../protocol/constants';
import {
  DOUBLE_TAP_ZOOM, IDENTITY, LONG_UPSCALE_MAX, clampView, clampZoom, doubleTapView, fitImage, initialView, isLongImage, overflows, pinchView, wheelZoomFactor, zoomAround,
} from '../../src/lib/gesture';
import { DOUBLE_TAP_SLOP_PX, counterText, isDoubleTap, isTap, lockAxis, loopIndex, shouldDismiss, swipeDirection } from '../../src/lib/gesture-swipe';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe('zoom limits', () => {
  it('clamps to the spec range 1/3…3', () => {
    expect(clampZoom(10)).toBe(PREVIEW_ZOOM_MAX);
    expect(clampZoom(0.01)).toBe(PREVIEW_ZOOM_MIN);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('zoomAround never leaves the range, however far the wheel or pinch goes', () => {
    const fit = fitImage({ width: 800, height: 600 }, phone);
    let v = IDENTITY;
    for (let i = 0; i < 50; i++) v = zoomAround(v, v.zoom * wheelZoomFactor(-120), { x: 50, y: 20 }, fit, phone);
    expect(v.zoom).toBe(PREVIEW_ZOOM_MAX);
    for (let i = 0; i < 50; i++) v = zoomAround(v, v.zoom * wheelZoomFactor(120), { x: 0, y: 0 }, fit, phone);
    expect(v.zoom).toBeCloseTo(PREVIEW_ZOOM_MIN);
  });

  it('wheel up zooms in, down zooms out, and equal steps cancel out', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48, 0)); // line mode counts 16 px a line
  });

  it('keeps the anchor point fixed while zooming', () => {
    const fit = fitImage({ width: 2000, height: 2000 }, desktop);
    const anchor = { x: 100, y: -50 };
    const v = zoomAround(IDENTITY, 2, anchor, fit, desktop);
    // The image point under the anchor before (anchor / 1) is under it after: (anchor - t) / zoom.
    expect((anchor.x - v.x) / v.zoom).toBeCloseTo(anchor.x);
    expect((anchor.y - v.y) / v.zoom).toBeCloseTo(anchor.y);
  });

  it('pinch scales by the finger distance ratio and stays in range', () => {
    const fit = fitImage({ width: 1000, height: 750 }, phone);
    const start = { view: IDENTITY, distance: 100, mid: { x: 0, y: 0 } };
    expect(pinchView(start, 200, { x: 0, y: 0 }, fit, phone).zoom).toBeCloseTo(2);
    expect(pinchView(start, 50, { x: 0, y: 0 }, fit, phone).zoom).toBeCloseTo(0.5);
    expect(pinchView(start, 1000, { x: 0, y: 0 }, fit, phone).zoom).toBe(PREVIEW_ZOOM_MAX);
    expect(pinchView(start, 1, { x: 0, y: 0 }, fit, phone).zoom).toBe(PREVIEW_ZOOM_MIN);
  });
});

describe('pan', () => {
  it('an unzoomed fitted image cannot move; a zoomed one moves only as far as it overflows', () => {
    const fit = fitImage({ width: 800, height: 600 }, phone); // 390 × 292.5
    expect(clampView({ zoom: 1, x: 80, y: -40 }, fit, phone)).toEqual({ zoom: 1, x: 0, y: 0 });
    const v = clampView({ zoom: 2, x: 1000, y: 1000 }, fit, phone);
    expect(v.x).toBeCloseTo((390 * 2 - 390) / 2);
    expect(v.y).toBe(0); // 585 px tall still fits in 844
    expect(overflows(fit, 2, phone)).toEqual({ x: true, y: false });
    expect(overflows(fit, 1, phone)).toEqual({ x: false, y: false });
  });
});

describe('double tap', () => {
  it('counts a second tap within the window and near the first', () => {
    const first = { x: 10, y: 10, t: 1000 };
    expect(isDoubleTap(first, { x: 12, y: 14, t: 1000 + DOUBLE_TAP_MS })).toBe(true);
    expect(isDoubleTap(first, { x: 12, y: 14, t: 1000 + DOUBLE_TAP_MS + 1 })).toBe(false);
    expect(isDoubleTap(first, { x: 10 + DOUBLE_TAP_SLOP_PX + 5, y: 10, t: 1100 })).toBe(false);
    expect(isDoubleTap(null, first)).toBe(false);
  });

  it('toggles 1× → 2× at the tap point, and back to the start view', () => {
    const fit = fitImage({ width: 1200, height: 900 }, phone);
    const tap = { x: 60, y: 30 };
    const zoomed = doubleTapView(IDENTITY, tap, fit, phone);
    expect(zoomed.zoom).toBe(DOUBLE_TAP_ZOOM);
    expect(zoomed.x).toBeCloseTo(-60); // the tapped point stays under the finger: 60 - (60 - 0) * 2
    expect(doubleTapView(zoomed, tap, fit, phone)).toEqual(IDENTITY);
    // Zoomed out below 1 by a pinch: a double tap also restores.
    expect(doubleTapView({ zoom: 0.5, x: 0, y: 0 }, tap, fit, phone)).toEqual(IDENTITY);
  });

  it('a tap is a press that barely moved', () => {
    expect(isTap(3, 4)).toBe(true);
    expect(isTap(12, 0)).toBe(false);
  });
});

describe('swipe', () => {
  it('locks an axis only after a few pixels', () => {
    expect(lockAxis(3, 2)).toBeNull();
    expect(lockAxis(-20, 5)).toBe('x');
    expect(lockAxis(4, 30)).toBe('y');
  });

  it('a long or quick leftward drag goes to the next image, rightward to the previous, a short slow one snaps back', () => {
    expect(swipeDirection(-120, 600, 390)).toBe('next');
    expect(swipeDirection(120, 600, 390)).toBe('prev');
    expect(swipeDirection(-40, 600, 390)).toBeNull();
    expect(swipeDirection(-40, 50, 390)).toBe('next'); // a flick
    expect(swipeDirection(-10, 5, 390)).toBeNull(); // too short even if quick
  });

  it('closes on a downward drag, never upward', () => {
    expect(shouldDismiss(200, 500, 844)).toBe(true);
    expect(shouldDismiss(50, 60, 844)).toBe(true);
    expect(shouldDismiss(50, 800, 844)).toBe(false);
    expect(shouldDismiss(-300, 100, 844)).toBe(false);
  });

  it('loops: after the last comes the first, before the first the last', () => {
    expect(loopIndex(6, 6)).toBe(0);
    expect(loopIndex(-1, 6)).toBe(5);
    expect(loopIndex(13, 6)).toBe(1);
    expect(loopIndex(3, 0)).toBe(0);
    expect(counterText(2, 6)).toBe('3 / 6');
    expect(counterText(6, 6)).toBe('1 / 6');
  });
});

describe('long screenshots', () => {
  it(`are taller than ${LONG_SCREENSHOT_RATIO}× their width`, () => {
    expect(isLongImage({ width: 1000, height: 2600 })).toBe(false);
    expect(isLongImage({ width: 1000, height: 2601 })).toBe(true);
  });

  it('open fitted to width with the top showing, instead of shrunk to the screen height', () => {
    const natural = { width: 1080, height: 6000 };
    const fit = fitImage(natural, phone);
    expect(fit.long).toBe(true);
    expect(fit.width).toBe(390);
    expect(fit.height).toBeCloseTo((390 * 6000) / 1080);
    const start = initialView(fit, phone);
    expect(start.zoom).toBe(1);
    expect(start.y - fit.height / 2).toBeCloseTo(-phone.height / 2); // image top at the viewport top
    expect(overflows(fit, 1, phone)).toEqual({ x: false, y: true }); // scrolls vertically, swipes horizontally
  });

  it('a narrow long screenshot is enlarged to the width, but at most LONG_UPSCALE_MAX times', () => {
    const narrow = { width: 256, height: 1024 }; // a phone screenshot after the 1024-px upload box
    expect(fitImage(narrow, phone).width).toBe(390);
    expect(fitImage(narrow, desktop).width).toBe(256 * LONG_UPSCALE_MAX);
    expect(fitImage(narrow, desktop).height).toBe(1024 * LONG_UPSCALE_MAX);
  });

  it('ordinary pictures are contained and never upscaled', () => {
    const big = fitImage({ width: 4000, height: 3000 }, desktop);
    expect(big.width).toBeCloseTo((800 * 4) / 3);
    expect(big.height).toBeCloseTo(800);
    expect(big.long).toBe(false);
    expect(fitImage({ width: 300, height: 200 }, desktop)).toEqual({ width: 300, height: 200, long: false });
    expect(initialView(fitImage({ width: 300, height: 200 }, desktop), desktop)).toEqual(IDENTITY);
  });
});
