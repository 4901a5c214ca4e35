import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS } from '../../../protocol/constants';
import { DOUBLE_TAP_ZOOM, IDENTITY, doubleTapView, fitImage } from '../../../src/lib/gesture';
import {
  DOUBLE_TAP_SLOP_PX,
  counterText,
  isDoubleTap,
  isTap,
  lockAxis,
  loopIndex,
  shouldDismiss,
  swipeDirection,
} from '../../../src/lib/gesture-swipe';

const phone = { width: 390, height: 844 };

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
