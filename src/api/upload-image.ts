import { UPLOAD_TIMEOUT_MS } from '../../protocol/constants';
import { locale } from '../state/locale';
import { postForm } from './form-post';
import type { FormPoster } from './form-post';
import { readUploadReply } from './upload-reply';

/** Spec §5: the compressed picture always travels under this name. */
export const UPLOAD_FILE_NAME = 'canvas.png';

export interface ImageUploadRequest {
  /** The config's img_upload_url. */
  url: string;
  png: Blob;
  /** Unix seconds. */
  timestamp: number;
  /** MD5 of timestamp + upload_img_key. */
  sign: string;
  /** Empty for a guest: the field is then left out. */
  token: string;
}

export interface FormUploadOptions {
  /** Fraction of the body sent, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Spec §7 image upload: a multipart POST of file ('canvas.png'), timestamp, sign and, when logged in, token.
 * @returns the stored media path (the server's msg).
 * @throws {ApiError}: 'cancel' when the signal aborts, 'status' with the server's msg when refused,
 * 'http', 'timeout' or 'network' otherwise.
 */
export async function postImageUpload(
  req: ImageUploadRequest,
  opts: FormUploadOptions = {},
  post: FormPoster = postForm,
): Promise<string> {
  const form = new FormData();
  // Refusals come back in the interface's language.
  form.append('language', locale.lang);
  form.append('file', req.png, UPLOAD_FILE_NAME);
  form.append('timestamp', String(req.timestamp));
  form.append('sign', req.sign);
  if (req.token) form.append('token', req.token);
  opts.onProgress?.(0);
  const res = await post(req.url, form, {
    onProgress: opts.onProgress,
    signal: opts.signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return readUploadReply(res.status, res.body);
}
