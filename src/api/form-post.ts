import { ApiError } from './api-error';
import { UPLOAD_NETWORK, UPLOAD_TIMEOUT } from './upload-reply';

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
 * @throws {ApiError} of kind 'cancel' (named AbortError) when the signal aborts, 'timeout' or 'network'.
 */
export function postForm(
  url: string,
  form: FormData,
  opts: PostOptions,
  xhrFactory: XhrFactory = () => new XMLHttpRequest(),
): Promise<PostResult> {
  return new Promise<PostResult>((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new ApiError({ kind: 'cancel' }));
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
      reject(new ApiError({ kind: 'network', msg: UPLOAD_NETWORK }));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError({ kind: 'timeout', msg: UPLOAD_TIMEOUT }));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError({ kind: 'cancel' }));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
