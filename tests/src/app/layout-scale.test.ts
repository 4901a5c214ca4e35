import { describe, expect, it } from 'vitest';
import { rootFontSize } from '../../../src/app/layout-scale';

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
