import { describe, expect, it, vi } from 'vitest';
import { uploadSimpleMp4 } from '../../../../src/features/upload/upload-mp4';
import type { SimpleMp4Deps } from '../../../../src/features/upload/upload-mp4';
import { ApiError } from '../../../../src/api/api-error';

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
    const { d, post, sign } = deps({
      status: 200,
      body: JSON.stringify({ code: 1, msg: 'video/abc/source.mp4', videoId: 'abc' }),
    });
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
