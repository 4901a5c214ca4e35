import type { LocalText, RawRefusalCode } from './refusals';

// Refusal texts of the binary endpoints (image upload, multipart bodies, video transfers; see
// refusal-texts.ts). Transfer diagnostics are read by the upload worker, which matches a few of them, and by
// people debugging an upload, so they stay English in both columns.

const same = (text: string): LocalText => ({ zh: text, en: text });

export const RAW_REFUSAL_TEXT: Record<RawRefusalCode, LocalText> = {
  'image.bad_timestamp': { zh: 'timestamp 缺失或不是 Unix 秒', en: 'timestamp missing or not Unix seconds' },
  'image.stale_timestamp': {
    zh: 'timestamp 超出允许范围：请检查设备时间',
    en: 'timestamp outside the accepted window: check the device clock',
  },
  'image.bad_sign': { zh: '签名错误', en: 'bad sign' },
  'image.bad_token': {
    zh: '登录已失效：请重新登录，或不带 token 上传',
    en: 'token invalid or expired: log in again, or upload without one',
  },
  'image.rate_limited': { zh: '上传太频繁，请稍后再试', en: 'too many uploads, try again later' },

  'media.unsupported_type': {
    zh: '不是图片：只接受 JPEG、PNG、WebP 和 GIF',
    en: 'not an image: only JPEG, PNG, WebP and GIF are accepted',
  },
  'media.corrupt_image': { zh: '图片已损坏或不完整', en: 'the image is damaged or incomplete' },
  'media.too_many_pixels': {
    zh: '图片像素过多（{width}×{height}）',
    en: 'the image has too many pixels ({width}×{height})',
  },

  'form.not_multipart': { zh: '请以 multipart/form-data 发送', en: 'send multipart/form-data' },
  'form.bad_form': { zh: '上传表单格式错误：{detail}', en: 'malformed upload form: {detail}' },
  'form.missing_file': { zh: '表单字段 "{field}" 中没有文件', en: 'no file in the form field "{field}"' },
  'form.too_large': { zh: '文件超过 {max}', en: 'file larger than {max}' },
  'form.unexpected_file': {
    zh: '表单应只有一个名为 {field} 的文件字段',
    en: 'exactly one file field named {field} expected',
  },
  'form.field_after_file': { zh: '文本字段须在 {field} 之前', en: 'fields must come before {field}' },
  'form.malformed': {
    zh: '上传表单格式错误：数据不完整或分隔符不符',
    en: 'malformed upload form: truncated, or the boundary does not match',
  },
  'form.field_too_large': { zh: '字段 {field} 超过 {max} 字节', en: 'field {field} longer than {max} bytes' },
  'form.too_many_parts': { zh: '上传表单的字段或文件过多', en: 'too many fields or files in the upload form' },

  'transfer.login_required': { zh: '请先登录', en: 'Please log in first' },
  'transfer.missing_field': same('missing field {field} (fields must come before chunk)'),
  'transfer.stale_timestamp': same('stale timestamp ({unit} expected)'),
  'transfer.bad_sign': same('bad sign'),
  'transfer.bad_hash': same('hash must be the hex MD5 of the chunk'),
  'transfer.bad_file_hash': same('file_hash must be a hex MD5'),
  'transfer.not_found': same('upload not found or expired'),
  'transfer.not_yours': same('not your upload'),
  'transfer.not_slices': same('not a slice upload'),
  'transfer.not_open': same('upload is {status}'),
  'transfer.hash_differs': same('file_hash differs from the recorded one'),
  'transfer.digest_differs': same('slice already stored with a different digest'),
  'transfer.index_out_of_range': same('index out of range (0..{last})'),
  'transfer.too_large': same('body too large (max {max} bytes)'),
  'transfer.wrong_length': same('{part} must be {expected} bytes, got {got}'),
  'transfer.digest_mismatch': same('slice digest mismatch'),
  'transfer.unsigned_url': same('unsigned upload URL'),
  'transfer.bad_url_signature': same('bad upload URL signature'),
  'transfer.url_expired': same('upload URL expired'),
  'transfer.bad_offset': same('offset must start a piece'),
  'transfer.piece_received': same('piece already received'),
  'transfer.hash_mismatch': same('file hash mismatch: the server got {md5}'),
  'transfer.video_too_large': same('video too large: send it in slices'),
  'transfer.empty_video': same('empty video'),
  'transfer.not_video': {
    zh: '不是可识别的视频文件（应为 MP4、MOV、M4V、3GP、WebM、MKV 或 AVI）',
    en: 'not a video file (MP4, MOV, M4V, 3GP, WebM, MKV or AVI expected)',
  },
};
