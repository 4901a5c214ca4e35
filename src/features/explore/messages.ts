import { defineMessages, plural } from '../../i18n';

export const useExploreMessages = defineMessages({
  zh: {
    hotTags: '热门标签',
    allTags: '全部标签',
    fewerTags: '收起',
    themes: '专题',
    recommended: '为你推荐',
    posts: (n: number) => `${n} 条信息`,
    tagTitle: (name: string) => `# ${name}`,
    noPosts: '这里还没有信息',
    noPostsHint: '换个城市，或看看其他标签',
    matchingTags: '相关标签',
  },
  en: {
    hotTags: 'Hot tags',
    allTags: 'All tags',
    fewerTags: 'Fewer',
    themes: 'Collections',
    recommended: 'Recommended',
    posts: (n: number) => plural(n, '{n} post', '{n} posts'),
    tagTitle: (name: string) => `# ${name}`,
    noPosts: 'Nothing here yet',
    noPostsHint: 'Try another city or another tag',
    matchingTags: 'Related tags',
  },
});
