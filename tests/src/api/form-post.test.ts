import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMEOUT_MS } from '../../../protocol/constants';
import { UPLOAD_NETWORK, UPLOAD_TIMEOUT } from '../../../src/api/upload-reply';
import { postForm } from '../../../src/api/form-post';

/** Just enough XMLHttpRequest for postForm; the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
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
    const p = postForm(
      '/imgUpload.php',
      new FormData(),
      { timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: (f) => seen.push(f) },
      fake,
    );
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
    await expect(postForm('/u', new FormData(), { timeoutMs: 10, signal: ctrl.signal }, make)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(make).not.toHaveBeenCalled();
  });
});
