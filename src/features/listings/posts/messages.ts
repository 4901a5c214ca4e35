import { defineMessages, plural } from '../../../i18n';
import { commonWords, postWords } from '../../common/messages';

export const useListingMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    ...postWords.zh,
    vipPostsTitle: 'VIP 专区',
    vipPostsHint: '会员可查看这些信息的全部图片、地址与联系方式。',
    vipPostsEmpty: '暂无 VIP 信息',
    pastEnd: '没有更多了',
    pastEndHint: '这一页已经超出结果范围',
    firstPage: '回到第一页',
    views: '浏览',
    top: '置顶',
    distance: (km: number) => (km < 1 ? `${Math.round(km * 1000)} 米` : `${km} 公里`),
    favorites: '收藏',
    photos: '张图片',
    emptyTitle: '暂无信息',
    emptyHint: '换个城市或分类试试',
    errorTitle: commonWords.zh.loadFailed,

    pagination: '分页',
    total: (n: number) => `共 ${n} 条`,
  },
  en: {
    ...commonWords.en,
    ...postWords.en,
    vipPostsTitle: 'VIP posts',
    vipPostsHint: 'Members see every photo, the address and the contact of these posts.',
    vipPostsEmpty: 'No VIP posts yet',
    pastEnd: 'No more posts',
    pastEndHint: 'This page is past the last result',
    firstPage: 'Back to page 1',
    views: 'views',
    top: 'Top',
    distance: (km: number) => (km < 1 ? `${Math.round(km * 1000)} m` : `${km} km`),
    favorites: 'saves',
    photos: 'photos',
    emptyTitle: 'Nothing here yet',
    emptyHint: 'Try another city or category',
    errorTitle: commonWords.en.loadFailed,

    pagination: 'Pages',
    total: (n: number) => plural(n, '{n} post', '{n} posts'),
  },
});
