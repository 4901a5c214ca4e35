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
} as const satisfies RefusalTable<'media'>;
