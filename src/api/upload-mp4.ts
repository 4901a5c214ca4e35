import { locale } from '../state/locale';
import { UPLOAD_TIMEOUT_MS } from '../../protocol/constants';
import { postForm } from './form-post';
import type { FormPoster } from './form-post';
import type { FormUploadOptions } from './upload-image';
import { ApiError } from './api-error';
import { UPLOAD_FAILED, readUploadReply } from './upload-reply';

export interface Mp4UploadRequest {
  /** The config's mobile_mp4_upload_url. */
  url: string;
  video: File;
  /** The device id. */
  uuid: string;
  /** Milliseconds (spec §7). */
  timestamp: number;
  /** MD5 of timestamp + upload_mp4_key. */
  sign: string;
  token: string;
}

export interface Mp4UploadResult {
  videoId: string;
  /** Stored path (the server's msg), relative to img_base. */
  url: string;
}

/** The video id the server returns beside the path (`{code, msg, videoId}`), which a release payload carries. */
function videoIdOf(body: string): string {
  try {
    const v = JSON.parse(body) as { videoId?: unknown };
    if (typeof v.videoId === 'string' && v.videoId) return v.videoId;
  } catch {
    // fall through: a success without an id is unusable
  }
  throw new ApiError({ kind: 'unreadable', msg: UPLOAD_FAILED, httpStatus: 200, body });
}

/**
 * Spec §7 simple video upload: multipart uuid, timestamp, sign, token and video, in one request.
 * @throws {ApiError}: 'cancel' when the signal aborts, 'status' with the server's msg when refused,
 * 'timeout' or 'network' when no answer came (the caller may fall back to slices).
 */
export async function postMp4Upload(
  req: Mp4UploadRequest,
  opts: FormUploadOptions = {},
  post: FormPoster = postForm,
): Promise<Mp4UploadResult> {
  const form = new FormData();
  form.append('uuid', req.uuid);
  form.append('timestamp', String(req.timestamp));
  form.append('sign', req.sign);
  form.append('token', req.token);
  form.append('language', locale.lang);
  form.append('video', req.video, req.video.name);
  opts.onProgress?.(0);
  const res = await post(req.url, form, {
    onProgress: opts.onProgress,
    signal: opts.signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  const url = readUploadReply(res.status, res.body);
  return { url, videoId: videoIdOf(res.body) };
}
