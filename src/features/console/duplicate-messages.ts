import type { DuplicateLink } from '../../../protocol/console-review';
import { defineMessages } from '../../i18n';

const LINK_ZH: Record<DuplicateLink, string> = { same: '同一账号', invited: '邀请关系', address: '同一网络地址' };
const LINK_EN: Record<DuplicateLink, string> = {
  same: 'same account',
  invited: 'linked by invitation',
  address: 'linked by network address',
};

export const useDuplicateMessages = defineMessages({
  zh: {
    title: '可能重复',
    of: (id: number) => `可能与 #${id} 重复`,
    images: (n: number) => `相同图片 ${n} 张`,
    text: (p: number) => `文字相似 ${p}%`,
    link: (l: DuplicateLink) => LINK_ZH[l],
  },
  en: {
    title: 'Possible duplicate',
    of: (id: number) => `Possible duplicate of #${id}`,
    images: (n: number) => (n === 1 ? 'same image' : `${n} same images`),
    text: (p: number) => `similar text ${p}%`,
    link: (l: DuplicateLink) => LINK_EN[l],
  },
});
