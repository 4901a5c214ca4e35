import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';

describe('simple-path choice and progress', async () => {
  const { fitsSimplePath, shouldFallBackToSlices, simpleProgress } =
    await import('../../../../src/features/upload/simple-run');
  const { SIMPLE_MP4_CLIENT_MAX_BYTES } = await import('../../../../src/features/upload/upload-mp4');

  it('sends small clips in one request and everything else in slices', () => {
    expect(fitsSimplePath(1)).toBe(true);
    expect(fitsSimplePath(SIMPLE_MP4_CLIENT_MAX_BYTES)).toBe(true);
    expect(fitsSimplePath(SIMPLE_MP4_CLIENT_MAX_BYTES + 1)).toBe(false);
    expect(fitsSimplePath(0)).toBe(false);
  });

  it('falls back to slices only when no answer came or the file was too large', () => {
    expect(shouldFallBackToSlices(new ApiError({ kind: 'network', msg: '网络错误' }))).toBe(true);
    expect(shouldFallBackToSlices(new ApiError({ kind: 'timeout', msg: '上传超时' }))).toBe(true);
    expect(shouldFallBackToSlices(new ApiError({ kind: 'http', msg: 'too large', httpStatus: 413 }))).toBe(true);
    expect(shouldFallBackToSlices(new ApiError({ kind: 'status', msg: 'bad sign', httpStatus: 401 }))).toBe(false);
    expect(shouldFallBackToSlices(new ApiError({ kind: 'cancel' }))).toBe(false);
    expect(shouldFallBackToSlices(new Error('x'))).toBe(false);
  });

  it('reports bytes, speed and time left in the worker progress shape', () => {
    expect(simpleProgress(0.5, 1000, 1000)).toEqual({
      phase: 'uploading',
      loaded: 500,
      total: 1000,
      speedBps: 500,
      etaS: 1,
      hashed: 1000,
    });
    expect(simpleProgress(1, 1000, 2000).phase).toBe('finishing');
    expect(simpleProgress(0.1, 1000, 100)).toMatchObject({ speedBps: 0, etaS: null });
  });
});
