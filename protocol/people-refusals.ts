import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of people: feedback and contact details.

const { BAD_PAYLOAD, RATE_LIMITED } = STATUS;

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
} as const satisfies RefusalTable<'people'>;
