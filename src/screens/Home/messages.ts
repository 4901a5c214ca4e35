import { defineMessages } from '../../i18n';

export const useHomeScreenMessages = defineMessages({
  zh: {
    latest: '最新发布',
    filtered: '筛选结果',
    reset: '清除筛选',
    pastEnd: '没有更多了',
    pastEndHint: '这一页已经超出结果范围',
    firstPage: '回到第一页',
    total: (n: number) => `共 ${n} 条`,
  },
  en: {
    latest: 'Latest listings',
    filtered: 'Filtered listings',
    reset: 'Clear filters',
    pastEnd: 'No more posts',
    pastEndHint: 'This page is past the last result',
    firstPage: 'Back to page 1',
    total: (n: number) => `${n} posts`,
  },
});
