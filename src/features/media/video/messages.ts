import { defineMessages } from '../../../i18n';

export const useVideoMessages = defineMessages({
  zh: {
    play: '播放视频',
    unavailable: '视频暂时无法播放，点击重试',
    poster: '视频封面',
  },
  en: {
    play: 'Play video',
    unavailable: 'Video unavailable, tap to retry',
    poster: 'Video poster',
  },
});
