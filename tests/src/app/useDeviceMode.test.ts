import { describe, expect, it } from 'vitest';
import { modeForWidth } from '../../../src/app/useDeviceMode';

describe('device mode and layout scale (spec §9)', () => {
  it('is desktop from the adaptation threshold up', () => {
    expect(modeForWidth(390, 768)).toBe('mobile');
    expect(modeForWidth(767, 768)).toBe('mobile');
    expect(modeForWidth(768, 768)).toBe('desktop');
    expect(modeForWidth(1280, 768)).toBe('desktop');
  });
});
