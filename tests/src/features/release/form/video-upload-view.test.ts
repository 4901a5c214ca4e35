import { describe, expect, it } from 'vitest';
import { videoPending } from '../../../../../src/features/release/form/video-upload-view';

describe('upload panel numbers', () => {
  it('a video on its way (or failed) blocks the form; idle and done do not', () => {
    expect(
      ['idle', 'hashing', 'uploading', 'paused', 'done', 'error'].map((state) =>
        videoPending({ state: state as never }),
      ),
    ).toEqual([false, true, true, true, false, true]);
  });
});
