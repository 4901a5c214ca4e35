import { describe, expect, it } from 'vitest';
import {
  imageDpr,
  MAX_IMAGE_DPR,
  pickVariant,
  pickVariantWidth,
  variantPath,
} from '../../../../src/features/media/variants';

const VARIANTS = [240, 480, 960];

describe('variant picker', () => {
  it('takes the smallest variant at least cssPx × devicePixelRatio wide', () => {
    expect(pickVariantWidth(180, 1, VARIANTS)).toBe(240);
    expect(pickVariantWidth(180, 2, VARIANTS)).toBe(480); // a 390-px phone card at 2×
    expect(pickVariantWidth(240, 2, VARIANTS)).toBe(480); // exactly 480: equal is enough
    expect(pickVariantWidth(241, 2, VARIANTS)).toBe(960);
    expect(pickVariantWidth(232, 1, [960, 240, 480])).toBe(240); // order of the config does not matter
    expect(pickVariantWidth(100, 2.625, VARIANTS)).toBe(480); // fractional DPR: 262.5 px
  });

  it('falls back to the original when nothing fits or nothing is known', () => {
    expect(pickVariantWidth(600, 2, VARIANTS)).toBeNull(); // 1200 > 960
    expect(pickVariantWidth(undefined, 2, VARIANTS)).toBeNull();
    expect(pickVariantWidth(0, 2, VARIANTS)).toBeNull();
    expect(pickVariantWidth(180, 2, [])).toBeNull();
    expect(pickVariantWidth(100, 0, VARIANTS)).toBe(240); // a bogus DPR counts as 1
  });

  it('caps the density the choice uses at 2×, so a 3× phone card takes the 480 variant, not the original', () => {
    expect(MAX_IMAGE_DPR).toBe(2);
    expect(imageDpr(3)).toBe(2);
    expect(imageDpr(2.625)).toBe(2);
    expect(imageDpr(1.5)).toBe(1.5);
    expect(imageDpr(0)).toBe(1);
    expect(imageDpr(-1)).toBe(1);
    expect(pickVariantWidth(185, 3, VARIANTS)).toBe(960);
    expect(pickVariantWidth(185, imageDpr(3), VARIANTS)).toBe(480);
    expect(pickVariantWidth(366, imageDpr(3), VARIANTS)).toBe(960); // the phone's banner: a variant, not the original
  });

  it('names the variant `<path minus .bin>.w<W>.bin` and leaves other URLs alone', () => {
    expect(variantPath('img/ab/abc.bin', 480)).toBe('img/ab/abc.w480.bin');
    expect(variantPath('/media/img/ab/abc.bin', 240)).toBe('/media/img/ab/abc.w240.bin');
    expect(variantPath('img/ab/abc.bin', null)).toBe('img/ab/abc.bin');
    expect(variantPath('blob:https://x/1.bin', 240)).toBe('blob:https://x/1.bin');
    expect(variantPath('data:image/png;base64,AA==', 240)).toBe('data:image/png;base64,AA==');
    expect(variantPath('img/ab/abc.png', 240)).toBe('img/ab/abc.png');
    expect(pickVariant('img/a.bin', 180, 2, VARIANTS)).toBe('img/a.w480.bin');
    expect(pickVariant('img/a.bin', 1000, 2, VARIANTS)).toBe('img/a.bin');
  });
});
