import { UPLOAD_NETWORK, UPLOAD_TIMEOUT, UploadError } from './upload-reply';

export interface PostResult {
  status: number;
  body: string;
}

export interface PostOptions {
  /** Fraction of the request body sent, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** The XMLHttpRequest constructor; tests pass a stub. */
export type XhrFactory = () => XMLHttpRequest;

/** What the upload posts send a form with: postForm in the app, a stub in tests. */
export type FormPoster = (url: string, form: FormData, opts: PostOptions) => Promise<PostResult>;

/**
 * POSTs a multipart form and resolves with the status and body, whatever the status. XMLHttpRequest
 * rather than fetch: only it reports upload progress everywhere.
 * @throws an AbortError DOMException when the signal aborts; {UploadError} on timeout or network failure.
 */
export function postForm(url: string, form: FormData, opts: PostOptions, xhrFactory: XhrFactory = () => new XMLHttpRequest()): Promise<PostResult> {
  return new Promise<PostResult>((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new DOMException('upload cancelled', 'AbortError'));
    const xhr = xhrFactory();
    const onAbort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.timeout = opts.timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      done();
      opts.onProgress?.(1);
      resolve({ status: xhr.status, body: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(UPLOAD_NETWORK, 0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new UploadError(UPLOAD_TIMEOUT, 0));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('upload cancelled', 'AbortError'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
