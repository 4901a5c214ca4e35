import { describe, expect, it } from 'vitest';
import { fitBox } from '../../../../../src/features/release/form/poster-frame';

describe('upload panel numbers', () => {
  it('poster frames fit the image box keeping proportions', () => {
    expect(fitBox(1920, 1080, 1024)).toEqual({ width: 1024, height: 576 });
    expect(fitBox(640, 360, 1024)).toEqual({ width: 640, height: 360 });
    expect(fitBox(1080, 1920, 1024)).toEqual({ width: 576, height: 1024 });
  });
});
