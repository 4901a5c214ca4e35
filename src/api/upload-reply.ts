import { ApiError } from './api-error';

// Spec §7/§8 upload outcome: only HTTP 200 with code 1 succeeds, and msg is the stored path.

export const UPLOAD_FAILED = '上传失败';
export const UPLOAD_TIMEOUT = '上传超时';
export const UPLOAD_NETWORK = '网络错误，上传失败';

interface UploadJson {
  code?: unknown;
  msg?: unknown;
}

function parse(body: string): UploadJson | null {
  try {
    const v: unknown = JSON.parse(body);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as UploadJson) : null;
  } catch {
    return null;
  }
}

/**
 * The stored media path from an /imgUpload.php or /uploadMp4.php response.
 * @throws {ApiError} of kind 'status' with the server's msg when code is not 1 (whatever the HTTP status);
 * 'http' with the raw body for a non-200 answer without one (spec §8); 'unreadable' when a 200 answer has
 * nothing usable.
 */
export function readUploadReply(httpStatus: number, body: string): string {
  const json = parse(body);
  const msg = typeof json?.msg === 'string' ? json.msg.trim() : '';
  const code = Number(json?.code);
  if (httpStatus === 200 && json && code === 1) {
    if (msg) return msg;
    throw new ApiError({ kind: 'unreadable', msg: UPLOAD_FAILED, httpStatus, body });
  }
  if (msg) throw new ApiError({ kind: 'status', status: Number.isFinite(code) ? code : 0, msg, httpStatus });
  if (httpStatus !== 200) {
    const raw = body.trim();
    throw new ApiError({ kind: 'http', msg: raw || UPLOAD_FAILED, httpStatus, body });
  }
  throw new ApiError({ kind: 'unreadable', msg: UPLOAD_FAILED, httpStatus, body });
}
