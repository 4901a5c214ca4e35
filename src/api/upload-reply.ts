// Spec §7/§8 image upload outcome: only HTTP 200 with code 1 succeeds, and msg is the stored path.

export const UPLOAD_FAILED = '上传失败';
export const UPLOAD_TIMEOUT = '上传超时';
export const UPLOAD_NETWORK = '网络错误，上传失败';

/** A refused or failed upload; `msg` is the server's reason (shown as is by errorTips / errorText). */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly msg: string;
  /** HTTP status, 0 when no response arrived (network error, timeout). */
  readonly httpStatus: number;
  constructor(msg: string, httpStatus: number) {
    super(msg);
    this.msg = msg;
    this.httpStatus = httpStatus;
  }
}

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
 * The stored media path from an /imgUpload.php response.
 * @throws {UploadError} with the server's msg when the status is not 200 or code is not 1; with the raw
 * body for a non-200 answer that is not JSON (spec §8); with a generic text when there is nothing to show.
 */
export function readUploadReply(status: number, body: string): string {
  const json = parse(body);
  const msg = typeof json?.msg === 'string' ? json.msg.trim() : '';
  if (status === 200 && json && Number(json.code) === 1) {
    if (msg) return msg;
    throw new UploadError(UPLOAD_FAILED, status);
  }
  if (msg) throw new UploadError(msg, status);
  const raw = status !== 200 ? body.trim() : '';
  throw new UploadError(raw || UPLOAD_FAILED, status);
}
