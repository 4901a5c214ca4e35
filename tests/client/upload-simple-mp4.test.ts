import { describe, expect, it, vi } from 'vitest';
import { uploadSimpleMp4 } from '../../src/features/upload-simple/upload-mp4';
import type { SimpleMp4Deps } from '../../src/features/upload-simple/upload-mp4';
import { ApiError } from '../../src/api/api-error';

function deps(reply: { status: number; body: string }, over: Partial<SimpleMp4Deps> = {}) {
  const post = vi.fn<SimpleMp4Deps['post']>(async () => reply);
  const sign = vi.fn<SimpleMp4Deps['sign']>(async (ts, key) => `sign(${ts}${key})`);
  const d: SimpleMp4Deps = {
    config: async () => ({ mobile_mp4_upload_url: '/uploadMp4.php', upload_mp4_key: 'k' }),
    sign,
    token: () => 'tok',
    uuid: () => 'device-1',
    post,
    nowMs: () => 1_763_769_600_123,
    ...over,
  };
  return { d, post, sign };
}

const file = () => new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'clip.mp4', { type: 'video/mp4' });

describe('uploadSimpleMp4', () => {
  it('sends uuid, video, a millisecond timestamp, its sign and the token, and returns path and id', async () => {
    const { d, post, sign } = deps({ status: 200, body: JSON.stringify({ code: 1, msg: 'video/abc/source.mp4', videoId: 'abc' }) });
    const out = await uploadSimpleMp4(file(), {}, d);
    expect(out).toEqual({ url: 'video/abc/source.mp4', videoId: 'abc' });
    expect(sign).toHaveBeenCalledWith(1_763_769_600_123, 'k', undefined);
    const [url, form] = post.mock.calls[0]!;
    expect(url).toBe('/uploadMp4.php');
    expect(form.get('uuid')).toBe('device-1');
    expect(form.get('timestamp')).toBe('1763769600123');
    expect(form.get('sign')).toBe('sign(1763769600123k)');
    expect(form.get('token')).toBe('tok');
    expect((form.get('video') as File).name).toBe('clip.mp4');
  });

  it('rejects with the server msg when refused, and without an id on a malformed success', async () => {
    const refused = deps({ status: 401, body: JSON.stringify({ code: 0, msg: 'bad sign' }) });
    await expect(uploadSimpleMp4(file(), {}, refused.d)).rejects.toMatchObject({ msg: 'bad sign', httpStatus: 401 });
    const noId = deps({ status: 200, body: JSON.stringify({ code: 1, msg: 'video/x/source.mp4' }) });
    await expect(uploadSimpleMp4(file(), {}, noId.d)).rejects.toBeInstanceOf(ApiError);
  });

  it('does not post once aborted', async () => {
    const { d, post } = deps({ status: 200, body: '{}' });
    const ac = new AbortController();
    ac.abort();
    await expect(uploadSimpleMp4(file(), { signal: ac.signal }, d)).rejects.toThrow();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('simple-path choice and progress', async () => {
  const { fitsSimplePath, shouldFallBackToSlices, simpleProgress } = await import('../../src/features/upload-simple/simple-run');
  const { SIMPLE_MP4_CLIENT_MAX_BYTES } = await import('../../src/features/upload-simple/upload-mp4');

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
    expect(simpleProgress(0.5, 1000, 1000)).toEqual({ phase: 'uploading', loaded: 500, total: 1000, speedBps: 500, etaS: 1, hashed: 1000 });
    expect(simpleProgress(1, 1000, 2000).phase).toBe('finishing');
    expect(simpleProgress(0.1, 1000, 100)).toMatchObject({ speedBps: 0, etaS: null });
  });
});
