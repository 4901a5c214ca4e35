import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of upload: its envelope calls answer an envelope status, its binary endpoints an HTTP status.
// Transfer diagnostics are read by the upload worker, which matches a few of them, and by people debugging an
// upload, so they stay English in both columns.

const { BAD_PAYLOAD, CONFLICT, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = STATUS;

export const UPLOAD_REFUSALS = {
  // The video upload's envelope calls (/api/article/*).
  'upload.not_found': { status: NOT_FOUND, zh: '上传不存在或已过期', en: 'This upload does not exist or expired' },
  'upload.not_yours': { status: FORBIDDEN, zh: '无权操作该上传', en: 'This upload is not yours' },
  'upload.video_missing': { status: NOT_FOUND, zh: '视频不存在', en: 'The video does not exist' },
  'upload.failed': {
    status: CONFLICT,
    zh: '上传已失败，请重新上传（{error}）',
    en: 'The upload failed, upload again ({error})',
  },
  'upload.not_video': {
    status: CONFLICT,
    zh: '上传的文件不是可识别的视频（应为 MP4、MOV、M4V、3GP、WebM、MKV 或 AVI），请重新选择',
    en: 'The uploaded file is not a video (MP4, MOV, M4V, 3GP, WebM, MKV or AVI expected): pick another file',
  },
  'upload.hash_differs': {
    status: CONFLICT,
    zh: 'file_hash 与该上传已记录的不一致',
    en: 'file_hash differs from the one recorded for this upload',
  },
  'upload.not_slices': { status: BAD_PAYLOAD, zh: '该上传不是分片上传', en: 'This is not a sliced upload' },
  'upload.not_pieces': { status: BAD_PAYLOAD, zh: '该上传不是整块上传', en: 'This is not a piece upload' },
  'upload.info_mismatch': {
    status: BAD_PAYLOAD,
    zh: '文件信息与上传不一致（original、size、slices）',
    en: 'The file info does not match the upload (original, size, slices)',
  },
  'upload.hash_missing': {
    status: BAD_PAYLOAD,
    zh: '缺少 file_hash：请先用 checkSlice 提交文件 MD5',
    en: 'file_hash missing: send the file MD5 with checkSlice first',
  },
  'upload.md5_mismatch': {
    status: CONFLICT,
    zh: '文件校验失败（MD5 不一致），请重新上传',
    en: 'File check failed (MD5 differs): upload again',
  },
  'upload.too_many_slices': {
    status: BAD_PAYLOAD,
    zh: '文件太大：最多 {max} 个分片',
    en: 'File too large: at most {max} slices',
  },
  'upload.md5_invalid': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 应为 32 位小写十六进制 MD5',
    en: 'Parameter {field} must be a 32-digit lowercase hex MD5',
  },
  'upload.too_many_open': {
    status: RATE_LIMITED,
    zh: '未完成的上传太多（最多 {max} 个）：请先完成或等待其过期',
    en: 'Too many unfinished uploads (at most {max}): finish them or let them expire',
  },
  'upload.too_many_bytes': {
    status: RATE_LIMITED,
    zh: '未完成的上传总量超过 {max}：请先完成其他上传',
    en: 'Unfinished uploads exceed {max} in total: finish the others first',
  },
  'upload.too_many_logs': {
    status: RATE_LIMITED,
    zh: '上报太频繁，请稍后再试',
    en: 'Too many reports, try again later',
  },
  // POST /imgUpload.php: who may upload.
  'image.bad_timestamp': { http: 400, zh: 'timestamp 缺失或不是 Unix 秒', en: 'timestamp missing or not Unix seconds' },
  'image.stale_timestamp': {
    http: 403,
    zh: 'timestamp 超出允许范围：请检查设备时间',
    en: 'timestamp outside the accepted window: check the device clock',
  },
  'image.bad_sign': { http: 403, zh: '签名错误', en: 'bad sign' },
  'image.bad_token': {
    http: 401,
    zh: '登录已失效：请重新登录，或不带 token 上传',
    en: 'token invalid or expired: log in again, or upload without one',
  },
  'image.rate_limited': { http: 429, zh: '上传太频繁，请稍后再试', en: 'too many uploads, try again later' },
  // Multipart bodies of the binary endpoints.
  'form.not_multipart': { http: 415, zh: '请以 multipart/form-data 发送', en: 'send multipart/form-data' },
  'form.bad_form': { http: 400, zh: '上传表单格式错误：{detail}', en: 'malformed upload form: {detail}' },
  'form.missing_file': { http: 400, zh: '表单字段 "{field}" 中没有文件', en: 'no file in the form field "{field}"' },
  'form.too_large': { http: 413, zh: '文件超过 {max}', en: 'file larger than {max}' },
  'form.unexpected_file': {
    http: 400,
    zh: '表单应只有一个名为 {field} 的文件字段',
    en: 'exactly one file field named {field} expected',
  },
  'form.field_after_file': { http: 400, zh: '文本字段须在 {field} 之前', en: 'fields must come before {field}' },
  'form.malformed': {
    http: 400,
    zh: '上传表单格式错误：数据不完整或分隔符不符',
    en: 'malformed upload form: truncated, or the boundary does not match',
  },
  'form.field_too_large': {
    http: 400,
    zh: '字段 {field} 超过 {max} 字节',
    en: 'field {field} longer than {max} bytes',
  },
  'form.too_many_parts': {
    http: 400,
    zh: '上传表单的字段或文件过多',
    en: 'too many fields or files in the upload form',
  },
  // Binary video transfers (slices, pieces, /uploadMp4.php).
  'transfer.login_required': { http: 401, zh: '请先登录', en: 'Please log in first' },
  'transfer.missing_field': {
    http: 400,
    zh: 'missing field {field} (fields must come before chunk)',
    en: 'missing field {field} (fields must come before chunk)',
  },
  'transfer.stale_timestamp': {
    http: 401,
    zh: 'stale timestamp ({unit} expected)',
    en: 'stale timestamp ({unit} expected)',
  },
  'transfer.bad_sign': { http: 401, zh: 'bad sign', en: 'bad sign' },
  'transfer.bad_hash': {
    http: 400,
    zh: 'hash must be the hex MD5 of the chunk',
    en: 'hash must be the hex MD5 of the chunk',
  },
  'transfer.bad_file_hash': { http: 400, zh: 'file_hash must be a hex MD5', en: 'file_hash must be a hex MD5' },
  'transfer.not_found': { http: 404, zh: 'upload not found or expired', en: 'upload not found or expired' },
  'transfer.not_yours': { http: 403, zh: 'not your upload', en: 'not your upload' },
  'transfer.not_slices': { http: 400, zh: 'not a slice upload', en: 'not a slice upload' },
  'transfer.not_open': { http: 409, zh: 'upload is {status}', en: 'upload is {status}' },
  'transfer.hash_differs': {
    http: 409,
    zh: 'file_hash differs from the recorded one',
    en: 'file_hash differs from the recorded one',
  },
  'transfer.digest_differs': {
    http: 409,
    zh: 'slice already stored with a different digest',
    en: 'slice already stored with a different digest',
  },
  'transfer.index_out_of_range': {
    http: 400,
    zh: 'index out of range (0..{last})',
    en: 'index out of range (0..{last})',
  },
  'transfer.too_large': { http: 413, zh: 'body too large (max {max} bytes)', en: 'body too large (max {max} bytes)' },
  'transfer.wrong_length': {
    http: 400,
    zh: '{part} must be {expected} bytes, got {got}',
    en: '{part} must be {expected} bytes, got {got}',
  },
  'transfer.digest_mismatch': { http: 400, zh: 'slice digest mismatch', en: 'slice digest mismatch' },
  'transfer.unsigned_url': { http: 403, zh: 'unsigned upload URL', en: 'unsigned upload URL' },
  'transfer.bad_url_signature': { http: 403, zh: 'bad upload URL signature', en: 'bad upload URL signature' },
  'transfer.url_expired': { http: 403, zh: 'upload URL expired', en: 'upload URL expired' },
  'transfer.bad_offset': { http: 400, zh: 'offset must start a piece', en: 'offset must start a piece' },
  'transfer.piece_received': { http: 409, zh: 'piece already received', en: 'piece already received' },
  'transfer.hash_mismatch': {
    http: 409,
    zh: 'file hash mismatch: the server got {md5}',
    en: 'file hash mismatch: the server got {md5}',
  },
  'transfer.video_too_large': {
    http: 413,
    zh: 'video too large: send it in slices',
    en: 'video too large: send it in slices',
  },
  'transfer.empty_video': { http: 400, zh: 'empty video', en: 'empty video' },
  'transfer.not_video': {
    http: 415,
    zh: '不是可识别的视频文件（应为 MP4、MOV、M4V、3GP、WebM、MKV 或 AVI）',
    en: 'not a video file (MP4, MOV, M4V, 3GP, WebM, MKV or AVI expected)',
  },
} as const satisfies RefusalTable<'upload' | 'image' | 'form' | 'transfer'>;
