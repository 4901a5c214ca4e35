import { defineMessages } from '../../i18n';

export const useLoginScreenMessages = defineMessages({
  zh: { brand: '金帖', tagline: '发现身边的好店与服务' },
  en: { brand: 'Goldpost', tagline: 'Find great shops and services nearby' },
});
