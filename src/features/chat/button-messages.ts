import { defineMessages } from '../../i18n';

// The chat button's label, apart from the chat screens' texts, so a page with the button loads only this.
export const useChatButtonMessages = defineMessages({
  zh: {
    chatButton: '私信',
  },
  en: {
    chatButton: 'Message',
  },
});
