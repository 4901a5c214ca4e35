import { describe, expect, it } from 'vitest';
import { readableRootFontSize, rootFontSize } from '../../../src/app/layout-scale';

describe('device mode and layout scale (spec §9)', () => {
  it('scales the root font-size by design width, capped at twice the base', () => {
    expect(rootFontSize(750, 'mobile')).toBe(10);
    expect(rootFontSize(375, 'mobile')).toBe(5);
    expect(rootFontSize(940, 'desktop')).toBe(10);
    expect(rootFontSize(1880, 'desktop')).toBe(20);
    expect(rootFontSize(3840, 'desktop')).toBe(20);
    expect(rootFontSize(3000, 'mobile')).toBe(20);
  });
});

describe('readable root scale', () => {
  it('holds the spec scale inside a readable band per layout', () => {
    expect(readableRootFontSize(390, 'mobile')).toBeCloseTo(5.2);
    expect(readableRootFontSize(320, 'mobile')).toBe(4.5);
    expect(readableRootFontSize(767, 'mobile')).toBe(6.2);
    expect(readableRootFontSize(820, 'desktop')).toBe(12.8);
    expect(readableRootFontSize(1280, 'desktop')).toBeCloseTo(13.617, 3);
    expect(readableRootFontSize(1920, 'desktop')).toBe(15.2);
    expect(readableRootFontSize(2560, 'desktop')).toBe(15.2);
  });
});
