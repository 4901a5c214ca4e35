import { defineMessages } from '../../../i18n';

// The report button's texts (its label, the outcome toasts), apart from the sheet's, which load with it.
export const useReportButtonMessages = defineMessages({
  zh: {
    report: '举报',
    sent: '举报已提交，感谢你的反馈',
    failed: '提交失败，请稍后重试',
  },
  en: {
    report: 'Report',
    sent: 'Report sent, thank you',
    failed: 'Could not send, please try again',
  },
});
