import { describe, expect, it } from 'vitest';
import { LONG_SCREENSHOT_RATIO, PREVIEW_ZOOM_MAX, PREVIEW_ZOOM_MIN } from '../../../protocol/constants';
import {
  IDENTITY,
  LONG_UPSCALE_MAX,
  clampView,
  clampZoom,
  fitImage,
  initialView,
  isLongImage,
  overflows,
  pinchView,
  wheelZoomFactor,
  zoomAround,
} from '../../../src/lib/gesture';

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
