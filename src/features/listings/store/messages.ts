import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useStoreMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    hours: '营业时间',
    address: '地址',
    noAddress: '未填写地址',
    noHours: '未填写营业时间',
    openMap: '在地图中查看',
    owner: '店主',
    more: '本店的其他信息',
    noMore: '本店暂无其他信息',
    fullPost: '查看完整信息',
    notFoundTitle: '店铺不存在或已下架',
    notFoundHint: '它可能已被删除，去看看其他店铺吧。',
    backHome: '返回首页',
    errorTitle: commonWords.zh.loadFailed,
  },
  en: {
    ...commonWords.en,
    hours: 'Opening hours',
    address: 'Address',
    noAddress: 'No address given',
    noHours: 'No hours given',
    openMap: 'Show on a map',
    owner: 'Run by',
    more: 'More from this store',
    noMore: 'Nothing else from this store yet',
    fullPost: 'Open the full post',
    notFoundTitle: 'This store is gone',
    notFoundHint: 'It may have been removed. Have a look at the others.',
    backHome: 'Back to home',
    errorTitle: commonWords.en.loadFailed,
  },
});
