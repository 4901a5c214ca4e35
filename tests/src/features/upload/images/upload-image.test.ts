import { describe, expect, it } from 'vitest';
import { uploadImage } from '../../../../../src/features/upload/images/upload-image';
import { UPLOAD_FILE_NAME } from '../../../../../src/api/upload-image';
import type { UploadDeps } from '../../../../../src/features/upload/images/upload-image';

function deps(over: Partial<UploadDeps> = {}): UploadDeps & { sent: { url: string; form: FormData }[] } {
  const sent: { url: string; form: FormData }[] = [];
  return {
    sent,
    config: async () => ({ img_upload_url: '/imgUpload.php', upload_img_key: 'k3y' }),
    compress: async () => new Blob(['PNGDATA'], { type: 'image/png' }),
    sign: async (ts, key) => `sign(${ts},${key})`,
    token: () => '',
    nowMs: () => 1_764_000_000_987,
    post: async (url, form, opts) => {
      sent.push({ url, form });
      opts.onProgress?.(0.5);
      return { status: 200, body: JSON.stringify({ code: 1, msg: 'img/ab/new.bin' }) };
    },
    ...over,
  };
}

describe('uploadImage', () => {
  it('posts the compressed PNG as canvas.png with timestamp (seconds) and sign, and resolves with the path', async () => {
    const d = deps();
    const progress: number[] = [];
    const path = await uploadImage(new Blob(['raw jpeg']), { onProgress: (f) => progress.push(f) }, d);
    expect(path).toBe('img/ab/new.bin');
    expect(d.sent).toHaveLength(1);
    const { url, form } = d.sent[0]!;
    expect(url).toBe('/imgUpload.php');
    const file = form.get('file') as File;
    expect(file.name).toBe(UPLOAD_FILE_NAME);
    expect(UPLOAD_FILE_NAME).toBe('canvas.png');
    expect(await file.text()).toBe('PNGDATA');
    expect(form.get('timestamp')).toBe('1764000000');
    expect(form.get('sign')).toBe('sign(1764000000,k3y)');
    expect(form.has('token')).toBe(false);
    expect(progress).toEqual([0, 0.5]);
  });

  it('sends the token when logged in', async () => {
    const d = deps({ token: () => 'tok-123' });
    await uploadImage(new Blob(['x']), {}, d);
    expect(d.sent[0]!.form.get('token')).toBe('tok-123');
  });

  it('rejects with the server msg when the upload is refused, and with a decode error before any request', async () => {
    const refused = deps({
      post: async () => ({ status: 400, body: JSON.stringify({ code: 0, msg: '时间戳已过期' }) }),
    });
    await expect(uploadImage(new Blob(['x']), {}, refused)).rejects.toMatchObject({
      msg: '时间戳已过期',
      httpStatus: 400,
    });
    const bad = deps({ compress: async () => Promise.reject(new Error('not a decodable image')) });
    await expect(uploadImage(new Blob(['x']), {}, bad)).rejects.toThrow('not a decodable image');
    expect(bad.sent).toHaveLength(0);
  });

  it('an aborted signal stops before uploading', async () => {
    const d = deps();
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(uploadImage(new Blob(['x']), { signal: ctrl.signal }, d)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(d.sent).toHaveLength(0);
  });
});
