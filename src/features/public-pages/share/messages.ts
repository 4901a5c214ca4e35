import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useShareMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    share: '分享',
    title: '分享这条信息',
    hint: '复制链接发给朋友，或让对方扫描二维码打开。',
    link: '链接',
    copy: '复制链接',
    copied: '链接已复制',
    copyFailed: '复制失败，请长按链接手动复制',
    qrAlt: '这条信息的二维码',
  },
  en: {
    ...commonWords.en,
    share: 'Share',
    title: 'Share this post',
    hint: 'Copy the link and send it, or let someone scan the QR code.',
    link: 'Link',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy: press and hold the link to copy it',
    qrAlt: 'QR code of this post',
  },
});
