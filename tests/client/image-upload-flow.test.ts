import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMEOUT_MS } from '../../protocol/constants';
import { uploadImage } from '../../src/features/image-upload/upload-image';
import { UPLOAD_FILE_NAME } from '../../src/api/image-upload';
import type { UploadDeps } from '../../src/features/image-upload/upload-image';
import { UPLOAD_FAILED, UPLOAD_NETWORK, UPLOAD_TIMEOUT, readUploadReply } from '../../src/api/upload-reply';
import { ApiError } from '../../src/api/api-error';
import { postForm } from '../../src/api/form-post';
import { errorText } from '../../src/features/errors/error-text';

describe('readUploadReply (spec §8: success only with HTTP 200 and code 1)', () => {
  it('returns msg as the stored path', () => {
    expect(readUploadReply(200, JSON.stringify({ code: 1, msg: 'img/ab/abc.bin' }))).toBe('img/ab/abc.bin');
    expect(readUploadReply(200, JSON.stringify({ code: '1', msg: 'img/x.bin' }))).toBe('img/x.bin');
  });

  it('HTTP 200 with another code rejects with the server msg', () => {
    expect(() => readUploadReply(200, JSON.stringify({ code: 0, msg: '签名错误' }))).toThrow('签名错误');
  });

  it('a non-200 answer rejects with its msg, or its raw body when not JSON', () => {
    const err = (() => {
      try {
        readUploadReply(413, JSON.stringify({ code: 0, msg: '文件过大' }));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ msg: '文件过大', httpStatus: 413 });
    expect(() => readUploadReply(502, 'Bad Gateway')).toThrow('Bad Gateway');
  });

  it('code 1 without a path, or an empty failure, still fails with a readable text', () => {
    expect(() => readUploadReply(200, JSON.stringify({ code: 1, msg: '' }))).toThrow(UPLOAD_FAILED);
    expect(() => readUploadReply(200, 'not json')).toThrow(UPLOAD_FAILED);
    expect(() => readUploadReply(500, '')).toThrow(UPLOAD_FAILED);
  });

  it('errorTips shows the server msg of a refused upload', () => {
    expect(errorText(new ApiError({ kind: 'status', msg: '文件类型不支持', httpStatus: 400 }))).toBe('文件类型不支持');
  });
});

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
    const refused = deps({ post: async () => ({ status: 400, body: JSON.stringify({ code: 0, msg: '时间戳已过期' }) }) });
    await expect(uploadImage(new Blob(['x']), {}, refused)).rejects.toMatchObject({ msg: '时间戳已过期', httpStatus: 400 });
    const bad = deps({ compress: async () => Promise.reject(new Error('not a decodable image')) });
    await expect(uploadImage(new Blob(['x']), {}, bad)).rejects.toThrow('not a decodable image');
    expect(bad.sent).toHaveLength(0);
  });

  it('an aborted signal stops before uploading', async () => {
    const d = deps();
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(uploadImage(new Blob(['x']), { signal: ctrl.signal }, d)).rejects.toMatchObject({ name: 'AbortError' });
    expect(d.sent).toHaveLength(0);
  });
});

/** Just enough XMLHttpRequest for postForm; the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const fake = () => new FakeXhr() as unknown as XMLHttpRequest;

describe('postForm (XMLHttpRequest for upload progress)', () => {
  it('reports progress and resolves with status and body whatever the status', async () => {
    const seen: number[] = [];
    const p = postForm('/imgUpload.php', new FormData(), { timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: (f) => seen.push(f) }, fake);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.status = 403;
    xhr.responseText = '{"code":0,"msg":"签名错误"}';
    xhr.onload?.();
    await expect(p).resolves.toEqual({ status: 403, body: '{"code":0,"msg":"签名错误"}' });
    expect(seen).toEqual([0.25, 1]);
  });

  it('maps timeout and network failure to readable ApiErrors', async () => {
    const t = postForm('/u', new FormData(), { timeoutMs: 10 }, fake);
    FakeXhr.last!.ontimeout?.();
    await expect(t).rejects.toMatchObject({ msg: UPLOAD_TIMEOUT, httpStatus: 0 });
    const n = postForm('/u', new FormData(), { timeoutMs: 10 }, fake);
    FakeXhr.last!.onerror?.();
    await expect(n).rejects.toMatchObject({ msg: UPLOAD_NETWORK });
  });

  it('aborting the signal aborts the request with an AbortError', async () => {
    const ctrl = new AbortController();
    const p = postForm('/u', new FormData(), { timeoutMs: 10, signal: ctrl.signal }, fake);
    const xhr = FakeXhr.last!;
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('does not even open a request for an already aborted signal', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    const make = vi.fn(fake);
    await expect(postForm('/u', new FormData(), { timeoutMs: 10, signal: ctrl.signal }, make)).rejects.toMatchObject({ name: 'AbortError' });
    expect(make).not.toHaveBeenCalled();
  });
});
