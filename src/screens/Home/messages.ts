import { defineMessages } from '../../i18n';

export const useHomeScreenMessages = defineMessages({
  zh: {
    latest: '最新发布',
    filtered: '筛选结果',
    reset: '清除筛选',
    total: (n: number) => `共 ${n} 条`,
  },
  en: {
    latest: 'Latest listings',
    filtered: 'Filtered listings',
    reset: 'Clear filters',
    total: (n: number) => `${n} posts`,
  },
});
