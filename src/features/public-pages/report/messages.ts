import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useReportMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    title: '举报这条信息',
    hint: '选择原因，我们的运营人员会尽快核实处理。',
    reason: '举报原因',
    reason_fake: '虚假信息',
    reason_wrong_contact: '联系方式错误或无法联系',
    reason_duplicate: '重复发布',
    reason_spam: '垃圾广告',
    reason_offensive: '内容违规或令人不适',
    reason_other: '其他',
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
    reason_fake: 'Fake information',
    reason_wrong_contact: 'Wrong or dead contact',
    reason_duplicate: 'Posted more than once',
    reason_spam: 'Spam or advertising',
    reason_offensive: 'Offensive or against the rules',
    reason_other: 'Something else',
    note: 'Details',
    optional: '(optional)',
    notePlaceholder: 'e.g. the number does not exist, the shop has closed',
    send: 'Send report',
  },
});
