import { defineMessages } from '../../../i18n';

export const useLocaleMessages = defineMessages({
  zh: { language: '语言' },
  en: { language: 'Language' },
});
