import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of people: feedback, contact details and saved searches.

const { BAD_PAYLOAD, CONFLICT, NOT_FOUND, RATE_LIMITED } = STATUS;

export const PEOPLE_REFUSALS = {
  'people.feedback_too_many': {
    status: RATE_LIMITED,
    zh: '反馈提交过于频繁，请 {wait}后再试',
    en: 'You have sent a lot of feedback: try again in {wait}',
  },
  'people.phone_invalid': { status: BAD_PAYLOAD, zh: '手机号码格式错误', en: 'That phone number is not valid' },
  'people.wechat_invalid': {
    status: BAD_PAYLOAD,
    zh: '微信号须为 6–20 位字母、数字、_ 或 -，以字母开头',
    en: 'A WeChat id is 6–20 letters, digits, _ or -, starting with a letter',
  },
  'people.qq_invalid': { status: BAD_PAYLOAD, zh: 'QQ 号须为 5–11 位数字', en: 'A QQ number is 5–11 digits' },
  'people.telegram_invalid': {
    status: BAD_PAYLOAD,
    zh: 'Telegram 用户名须为 5–32 位字母、数字或 _，以字母开头',
    en: 'A Telegram username is 5–32 letters, digits or _, starting with a letter',
  },
  'people.not_store': {
    status: BAD_PAYLOAD,
    zh: '只有店铺信息可以设置店铺联系方式',
    en: 'Only store posts have a store contact',
  },
  'people.saved_search_limit': {
    status: CONFLICT,
    zh: '最多保存 {max} 个搜索，请先删除不需要的',
    en: 'You can keep at most {max} saved searches: delete one you no longer need first',
  },
  'people.saved_search_not_found': { status: NOT_FOUND, zh: '该搜索不存在', en: 'That saved search does not exist' },
} as const satisfies RefusalTable<'people'>;
