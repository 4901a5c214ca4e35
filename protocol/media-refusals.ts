import type { RefusalTable } from './refusal-table';

// Refusals of media: the picture itself, on upload and seed (binary endpoints, so an HTTP status).

export const MEDIA_REFUSALS = {
  'media.unsupported_type': {
    http: 415,
    zh: '不是图片：只接受 JPEG、PNG、WebP 和 GIF',
    en: 'not an image: only JPEG, PNG, WebP and GIF are accepted',
  },
  'media.corrupt_image': { http: 422, zh: '图片已损坏或不完整', en: 'the image is damaged or incomplete' },
  'media.too_many_pixels': {
    http: 413,
    zh: '图片像素过多（{width}×{height}）',
    en: 'the image has too many pixels ({width}×{height})',
  },
  // The object store is down or failing (server/lib/media-storage.ts StoreUnavailableError): the same request
  // works once it is back, so the answer says when to try again (Retry-After).
  'media.store_unavailable': {
    http: 503,
    zh: '文件存储暂时不可用，请稍后重试',
    en: 'file storage is unavailable for a moment: try again shortly',
  },
} as const satisfies RefusalTable<'media'>;
