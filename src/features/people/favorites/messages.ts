import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useFavoriteMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    keep: '收藏',
    kept: '已收藏',
    removed: '已取消收藏',
    failed: '收藏失败，请重试',
    title: '我的收藏',
    subtitle: (n: number) => `共 ${n} 条`,
    emptyTitle: '还没有收藏',
    emptyHint: '在信息卡片或详情页点亮 ♡，就会出现在这里。',
    browse: '去逛逛',
    loadFailed: '收藏加载失败',
    loadingMore: '加载中…',
    keptOn: (d: string) => `收藏于 ${d}`,
    remove: '移除',
  },
  en: {
    ...commonWords.en,
    keep: 'Save',
    kept: 'Saved',
    removed: 'Removed from saved',
    failed: 'Could not save: try again',
    title: 'My collection',
    subtitle: (n: number) => `${n} in total`,
    emptyTitle: 'Nothing saved yet',
    emptyHint: 'Tap ♡ on a card or a detail page and the post shows up here.',
    browse: 'Browse posts',
    loadFailed: 'Could not load your saved posts',
    loadingMore: 'Loading…',
    keptOn: (d: string) => `Saved ${d}`,
    remove: 'Remove',
  },
});
