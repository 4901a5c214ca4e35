import { UPLOAD_TIMEOUT_MS } from '../../../protocol/constants';
import type { GlobalConfig } from '../../../protocol/types';
import { deviceIds } from '../../lib/device-id';
import { user } from '../../state/user';
import { signUpload } from '../../worker-bridge/image';
import { loadGlobalConfig } from '../app-config/global-config';
import { UPLOAD_FAILED, UploadError, readUploadReply } from '../image-upload/upload-reply';
import { postForm } from '../image-upload/xhr-post';
import type { PostOptions, PostResult } from '../image-upload/xhr-post';

/**
 * Largest video sent in one request through /uploadMp4.php (spec §7 simple video). Above it the sliced,
 * resumable path is used: one request must finish within UPLOAD_TIMEOUT_MS even on a slow phone link.
 */
export const SIMPLE_MP4_CLIENT_MAX_BYTES = 8 * 1024 * 1024;

export interface SimpleMp4Result {
  videoId: string;
  /** Stored path (the server's msg), relative to img_base. */
  url: string;
}

/** What uploadSimpleMp4 needs from the outside, replaceable in tests. */
export interface SimpleMp4Deps {
  config(): Promise<Pick<GlobalConfig, 'mobile_mp4_upload_url' | 'upload_mp4_key'>>;
  sign(timestamp: number, key: string, signal?: AbortSignal): Promise<string>;
  token(): string;
  uuid(): string;
  post(url: string, form: FormData, opts: PostOptions): Promise<PostResult>;
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

/** The video id the server returns beside the path (`{code, msg, videoId}`), which a release payload carries. */
function videoIdOf(body: string): string {
  try {
    const v = JSON.parse(body) as { videoId?: unknown };
    if (typeof v.videoId === 'string' && v.videoId) return v.videoId;
  } catch {
    // fall through: a success without an id is unusable
  }
  throw new UploadError(UPLOAD_FAILED, 200);
}

/**
 * Spec §7 simple video upload: multipart uuid, video, timestamp (milliseconds), sign = md5(timestamp +
 * upload_mp4_key), plus the token (the server stores videos for a known owner only).
 * @throws an AbortError when the signal aborts; {UploadError} with the server's msg when refused, timed
 * out or the network failed (httpStatus 0 for the last two, so the caller can fall back to slices).
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
  const form = new FormData();
  form.append('uuid', deps.uuid());
  form.append('timestamp', String(timestamp));
  form.append('sign', sign);
  form.append('token', deps.token());
  form.append('video', file, file.name);
  onProgress?.(0);
  const res = await deps.post(cfg.mobile_mp4_upload_url, form, { onProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
  const url = readUploadReply(res.status, res.body);
  return { url, videoId: videoIdOf(res.body) };
}
