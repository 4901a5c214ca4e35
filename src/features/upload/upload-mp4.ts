import type { GlobalConfig } from '../../../protocol/types';
import { postForm } from '../../api/form-post';
import type { FormPoster } from '../../api/form-post';
import { postMp4Upload } from '../../api/upload-mp4';
import type { Mp4UploadResult } from '../../api/upload-mp4';
import { deviceIds } from '../../lib/device-id';
import { user } from '../../state/user';
import { signUpload } from '../../worker-bridge/image';
import { loadGlobalConfig } from '../common/global-config';

/**
 * Largest video sent in one request through /uploadMp4.php (spec §7 simple video). Above it the sliced,
 * resumable path is used: one request must finish within UPLOAD_TIMEOUT_MS even on a slow phone link.
 */
export const SIMPLE_MP4_CLIENT_MAX_BYTES = 8 * 1024 * 1024;

export type SimpleMp4Result = Mp4UploadResult;

/** What uploadSimpleMp4 needs from the outside, replaceable in tests. */
export interface SimpleMp4Deps {
  config(): Promise<Pick<GlobalConfig, 'mobile_mp4_upload_url' | 'upload_mp4_key'>>;
  sign(timestamp: number, key: string, signal?: AbortSignal): Promise<string>;
  token(): string;
  uuid(): string;
  post: FormPoster;
  nowMs(): number;
}

export const defaultSimpleMp4Deps: SimpleMp4Deps = {
  config: loadGlobalConfig,
  sign: signUpload,
  token: () => user.token,
  uuid: () => deviceIds().id,
  post: (url, form, opts) => postForm(url, form, opts),
  nowMs: () => Date.now(),
};

/**
 * Spec §7 simple video upload: timestamp in milliseconds, sign = md5(timestamp + upload_mp4_key), plus the
 * device id and the token (the server stores videos for a known owner only).
 * @throws an AbortError when the signal aborts; {ApiError} when the upload fails (api/mp4-upload.ts).
 */
export async function uploadSimpleMp4(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
  deps: SimpleMp4Deps = defaultSimpleMp4Deps,
): Promise<SimpleMp4Result> {
  const { signal, onProgress } = opts;
  signal?.throwIfAborted();
  const cfg = await deps.config();
  const timestamp = deps.nowMs();
  const sign = await deps.sign(timestamp, cfg.upload_mp4_key, signal);
  const req = { url: cfg.mobile_mp4_upload_url, video: file, uuid: deps.uuid(), timestamp, sign, token: deps.token() };
  return postMp4Upload(req, { onProgress, signal }, deps.post);
}
