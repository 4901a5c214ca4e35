import type { LocalText, UploadRefusal } from './refusals';

// Refusal texts of the video upload's envelope calls (see refusal-texts.ts).

export const UPLOAD_REFUSAL_TEXT: Record<UploadRefusal, LocalText> = {
  'upload.not_found': { zh: '上传不存在或已过期', en: 'This upload does not exist or expired' },
  'upload.not_yours': { zh: '无权操作该上传', en: 'This upload is not yours' },
  'upload.video_missing': { zh: '视频不存在', en: 'The video does not exist' },
  'upload.failed': { zh: '上传已失败，请重新上传（{error}）', en: 'The upload failed, upload again ({error})' },
  'upload.hash_differs': {
    zh: 'file_hash 与该上传已记录的不一致',
    en: 'file_hash differs from the one recorded for this upload',
  },
  'upload.not_slices': { zh: '该上传不是分片上传', en: 'This is not a sliced upload' },
  'upload.not_pieces': { zh: '该上传不是整块上传', en: 'This is not a piece upload' },
  'upload.info_mismatch': {
    zh: '文件信息与上传不一致（original、size、slices）',
    en: 'The file info does not match the upload (original, size, slices)',
  },
  'upload.hash_missing': {
    zh: '缺少 file_hash：请先用 checkSlice 提交文件 MD5',
    en: 'file_hash missing: send the file MD5 with checkSlice first',
  },
  'upload.md5_mismatch': {
    zh: '文件校验失败（MD5 不一致），请重新上传',
    en: 'File check failed (MD5 differs): upload again',
  },
  'upload.too_many_slices': { zh: '文件太大：最多 {max} 个分片', en: 'File too large: at most {max} slices' },
  'upload.md5_invalid': {
    zh: '参数 {field} 应为 32 位小写十六进制 MD5',
    en: 'Parameter {field} must be a 32-digit lowercase hex MD5',
  },
  'upload.too_many_open': {
    zh: '未完成的上传太多（最多 {max} 个）：请先完成或等待其过期',
    en: 'Too many unfinished uploads (at most {max}): finish them or let them expire',
  },
  'upload.too_many_bytes': {
    zh: '未完成的上传总量超过 {max}：请先完成其他上传',
    en: 'Unfinished uploads exceed {max} in total: finish the others first',
  },
  'upload.too_many_logs': { zh: '上报太频繁，请稍后再试', en: 'Too many reports, try again later' },
};
