import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useReportMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    title: '举报这条信息',
    hint: '选择原因，我们的运营人员会尽快核实处理。',
    reason: '举报原因',
    note: '补充说明',
    optional: '（选填）',
    notePlaceholder: '例如：电话是空号、店铺已关闭',
    send: '提交举报',
  },
  en: {
    ...commonWords.en,
    title: 'Report this post',
    hint: 'Pick a reason; our operators check every report.',
    reason: 'Reason',
    note: 'Details',
    optional: '(optional)',
    notePlaceholder: 'e.g. the number does not exist, the shop has closed',
    send: 'Send report',
  },
});
