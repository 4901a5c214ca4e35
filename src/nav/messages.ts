import { defineMessages } from '../i18n';

export const useNavMessages = defineMessages({
  zh: {
    needsVip: '需要月卡或以上会员',
  },
  en: {
    needsVip: 'A monthly card or higher membership is required',
  },
});
