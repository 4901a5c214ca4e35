import { defineMessages } from '../../i18n';
import type { Translation } from '../../i18n';

// The four kinds as the release capability names them (what one posts), shared by its sub-folders.

const zh = {
  kind_personal: '个人信息',
  kind_store: '店铺',
  kind_broker: '经纪信息',
  kind_certification: '申请认证',
};

export const releaseKinds: { zh: typeof zh; en: Translation<typeof zh> } = {
  zh,
  en: {
    kind_personal: 'Personal listing',
    kind_store: 'Store',
    kind_broker: 'Broker listing',
    kind_certification: 'Certification',
  },
};

export const useReleaseKinds = defineMessages(releaseKinds);
