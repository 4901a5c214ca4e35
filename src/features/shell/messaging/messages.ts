import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useMessagingMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    title: '加入官方频道',
    body: (name: string) => `关注「${name}」，第一时间获取新信息、活动与站点公告。`,
    join: '立即加入',
    later: '以后再说',
  },
  en: {
    ...commonWords.en,
    title: 'Join our official channel',
    body: (name: string) => `Follow “${name}” for new listings, events and site announcements first.`,
    join: 'Join now',
    later: 'Not now',
  },
});
