import { describe, expect, it } from 'vitest';
import { IMAGE_BOX_PX } from '../../../protocol/constants';
import { fitInBox } from '../../../workers/image/fit';

describe('fitInBox (spec §5: within the box, proportions kept)', () => {
  it('shrinks a landscape photo so the long side is the box', () => {
    expect(fitInBox({ width: 4032, height: 3024 })).toEqual({ width: IMAGE_BOX_PX, height: 768 });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(fitInBox({ width: 3000, height: 4000 })).toEqual({ width: 768, height: IMAGE_BOX_PX });
  });

  it('never upscales a picture already inside the box', () => {
    expect(fitInBox({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitInBox({ width: IMAGE_BOX_PX, height: IMAGE_BOX_PX })).toEqual({
      width: IMAGE_BOX_PX,
      height: IMAGE_BOX_PX,
    });
  });

  it('keeps proportions for extreme shapes without reaching 0 or leaving the box', () => {
    const strip = fitInBox({ width: 20_000, height: 10 });
    expect(strip).toEqual({ width: IMAGE_BOX_PX, height: 1 });
    const tall = fitInBox({ width: 1080, height: 8000 });
    expect(tall.height).toBe(IMAGE_BOX_PX);
    expect(tall.width).toBe(Math.round((1080 * IMAGE_BOX_PX) / 8000));
    for (const size of [
      { width: 1025, height: 1024 },
      { width: 2049, height: 3 },
      { width: 7, height: 5000 },
    ]) {
      const out = fitInBox(size);
      expect(out.width).toBeLessThanOrEqual(IMAGE_BOX_PX);
      expect(out.height).toBeLessThanOrEqual(IMAGE_BOX_PX);
      expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses a size that is not positive', () => {
    expect(() => fitInBox({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => fitInBox({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});
