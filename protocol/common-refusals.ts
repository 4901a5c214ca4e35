import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals every capability shares: an unknown endpoint, and payload fields that fail their schema
// (described from the schema's own rule; `{field}` names the field).

const { BAD_PAYLOAD, BUSY, NOT_FOUND } = STATUS;

export const COMMON_REFUSALS = {
  'api.not_found': { status: NOT_FOUND, zh: '接口不存在', en: 'No such endpoint' },
  // A call that reads or writes files while the object store is down (answered with Retry-After).
  'api.store_unavailable': {
    status: BUSY,
    zh: '文件存储暂时不可用，请稍后重试',
    en: 'File storage is unavailable for a moment: try again shortly',
  },
  'payload.required': { status: BAD_PAYLOAD, zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  'payload.wrong_type': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 应为{expected}',
    en: 'Parameter {field} must be {expected}',
  },
  'payload.too_short': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 长度不能少于 {min} 个字符',
    en: 'Parameter {field} needs at least {min} characters',
  },
  'payload.too_long': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 长度不能超过 {max} 个字符',
    en: 'Parameter {field} allows at most {max} characters',
  },
  'payload.too_small': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 不能小于 {min}',
    en: 'Parameter {field} cannot be less than {min}',
  },
  'payload.too_big': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 不能大于 {max}',
    en: 'Parameter {field} cannot be greater than {max}',
  },
  'payload.not_one_of': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 取值无效（可选：{values}）',
    en: 'Parameter {field} must be one of {values}',
  },
  'payload.bad_format': { status: BAD_PAYLOAD, zh: '参数 {field} 格式不正确', en: 'Parameter {field} is malformed' },
  'payload.blank': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 只有看不见的字符',
    en: 'Parameter {field} holds only invisible characters',
  },
  'payload.invalid': { status: BAD_PAYLOAD, zh: '参数 {field} 无效', en: 'Parameter {field} is invalid' },
} as const satisfies RefusalTable<'api' | 'payload'>;
