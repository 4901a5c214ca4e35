import { defineMessages, plural } from '../../i18n';

export const useHomeScreenMessages = defineMessages({
  zh: {
    latest: '最新发布',
    filtered: '筛选结果',
    reset: '清除筛选',
    total: (n: number) => `共 ${n} 条`,
    loadEarlier: (page: number) => `加载第 ${page} 页`,
    loadingMore: '加载中…',
    end: '没有更多了',
    moreFailed: '加载失败，点击重试',
  },
  en: {
    latest: 'Latest listings',
    filtered: 'Filtered listings',
    reset: 'Clear filters',
    total: (n: number) => plural(n, '{n} post', '{n} posts'),
    loadEarlier: (page: number) => `Load page ${page}`,
    loadingMore: 'Loading…',
    end: 'That is everything',
    moreFailed: 'Could not load, tap to retry',
  },
});
