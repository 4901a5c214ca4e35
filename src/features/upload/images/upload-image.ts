import type { GlobalConfig } from '../../../../protocol/types';
import { postForm } from '../../../api/form-post';
import type { FormPoster } from '../../../api/form-post';
import { postImageUpload } from '../../../api/upload-image';
import { user } from '../../../state/user';
import { compressImage, signUpload } from '../../../worker-bridge/image';
import { loadGlobalConfig } from '../../common/global-config';

export interface UploadImageOptions {
  /** Fraction of the compressed picture sent, 0…1 (nothing is reported while compressing). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What uploadImage needs from the outside, replaceable in tests. */
export interface UploadDeps {
  config(): Promise<Pick<GlobalConfig, 'img_upload_url' | 'upload_img_key'>>;
  compress(file: Blob, signal?: AbortSignal): Promise<Blob>;
  sign(timestamp: number, key: string, signal?: AbortSignal): Promise<string>;
  token(): string;
  post: FormPoster;
  nowMs(): number;
}

export const defaultUploadDeps: UploadDeps = {
  config: loadGlobalConfig,
  compress: compressImage,
  sign: signUpload,
  token: () => user.token,
  post: (url, form, opts) => postForm(url, form, opts),
  nowMs: () => Date.now(),
};

/**
 * Uploads a picked picture (spec §5/§7): fitted into the upload box as PNG in the image worker, signed, then
 * posted (api/image-upload.ts).
 * @returns the stored media path (the server's msg).
 * @throws an AbortError when the signal aborts; {ApiError} when the upload fails (api/image-upload.ts); an
 * Error when the file is not a picture.
 */
export async function uploadImage(
  file: Blob,
  opts: UploadImageOptions = {},
  deps: UploadDeps = defaultUploadDeps,
): Promise<string> {
  const { signal, onProgress } = opts;
  signal?.throwIfAborted();
  const [cfg, png] = await Promise.all([deps.config(), deps.compress(file, signal)]);
  signal?.throwIfAborted();
  const timestamp = Math.floor(deps.nowMs() / 1000);
  const sign = await deps.sign(timestamp, cfg.upload_img_key, signal);
  return postImageUpload(
    { url: cfg.img_upload_url, png, timestamp, sign, token: deps.token() },
    { onProgress, signal },
    deps.post,
  );
}
