import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const usePersonReportMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    report: '举报此用户',
    title: '举报此用户',
    hint: '说明发生了什么（如索要定金、冒用照片、骚扰），运营人员会核实处理。',
    reason: '举报原因',
    placeholder: '例如：见面前要求先付定金',
    send: '提交举报',
    sent: '举报已提交，感谢你的反馈',
    failed: '提交失败，请稍后重试',
  },
  en: {
    ...commonWords.en,
    report: 'Report this person',
    title: 'Report this person',
    hint: 'Say what happened (asked for a deposit, used someone else’s photos, harassment); operators check every report.',
    reason: 'Reason',
    placeholder: 'e.g. asked for a deposit before meeting',
    send: 'Send report',
    sent: 'Report sent, thank you',
    failed: 'Could not send, please try again',
  },
});
