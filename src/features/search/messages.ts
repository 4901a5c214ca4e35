import { defineMessages, plural } from '../../i18n';

export const useSearchMessages = defineMessages({
  zh: {
    placeholder: '搜索店铺、服务、城市…',
    submit: '搜索',
    emptyKey: '请输入搜索关键词',
    history: '搜索历史',
    clear: '清空',
    cleared: '已清空搜索历史',
    noHistory: '还没有搜索记录',
    hot: '热门分类',
    resultsFor: (key: string) => `“${key}” 的搜索结果`,
    total: (n: number) => `共 ${n} 条`,
    noResults: '没有找到相关信息',
    noResultsHint: '换个关键词，或试试更短的词',
  },
  en: {
    placeholder: 'Search shops, services, cities…',
    submit: 'Search',
    emptyKey: 'Type something to search for',
    history: 'Recent searches',
    clear: 'Clear',
    cleared: 'Search history cleared',
    noHistory: 'No searches yet',
    hot: 'Popular categories',
    resultsFor: (key: string) => `Results for “${key}”`,
    total: (n: number) => plural(n, '{n} post', '{n} posts'),
    noResults: 'No matching posts',
    noResultsHint: 'Try another or a shorter keyword',
  },
});
