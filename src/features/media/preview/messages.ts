import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const usePreviewMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    dialog: '图片预览',
    next: '下一张',
    prev: '上一张',
    loading: '加载中…',
    failed: '图片加载失败',
    image: (n: number, total: number) => `第 ${n} 张，共 ${total} 张`,
  },
  en: {
    ...commonWords.en,
    dialog: 'Image preview',
    next: 'Next image',
    prev: 'Previous image',
    loading: 'Loading…',
    failed: 'The image failed to load',
    image: (n: number, total: number) => `Image ${n} of ${total}`,
  },
});
