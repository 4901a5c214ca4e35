import { FACT_FIELDS } from './release';
import type { LocalText } from './refusals';

// Words that fill refusal placeholders in the request's language: field names, value types, post statuses.

/** Release payload fields in words, for texts that name a field twice (in words and by wire name). */
const FIELD_LABEL: Readonly<Record<string, LocalText>> = {
  title: { zh: '标题', en: 'the title' },
  description: { zh: '描述', en: 'the description' },
  contact: { zh: '联系方式', en: 'a contact' },
  address: { zh: '地址', en: 'the address' },
  hours: { zh: '营业时间', en: 'the opening hours' },
  cityCode: { zh: '城市', en: 'a city' },
  typeCode: { zh: '类型', en: 'a category' },
  modeCode: { zh: '方式', en: 'a service mode' },
  priceMin: { zh: '最低价', en: 'the lowest price' },
  priceMax: { zh: '最高价', en: 'the highest price' },
  certType: { zh: '认证类型', en: 'a certification type' },
};

/** The words for a payload path: a top-level field, or `facts.<key>` by its FACT_FIELDS label. */
export function fieldLabel(path: readonly PropertyKey[]): LocalText | undefined {
  const [top, key] = path;
  if (top === 'facts' && typeof key === 'string') {
    const fact = Object.values(FACT_FIELDS)
      .flat()
      .find((f) => f.key === key);
    return fact ? { zh: fact.label, en: fact.labelEn } : undefined;
  }
  return typeof top === 'string' ? FIELD_LABEL[top] : undefined;
}

/** zod's expected types (payload.wrong_type). */
export const TYPE_WORD: Readonly<Record<string, LocalText>> = {
  number: { zh: '数字', en: 'a number' },
  int: { zh: '整数', en: 'an integer' },
  string: { zh: '字符串', en: 'text' },
  boolean: { zh: '布尔值', en: 'true or false' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'a list' },
  null: { zh: 'null', en: 'null' },
};

/** Post statuses (spec §3) as refusals and the operator command line name them. */
const POST_STATUS_TEXT: Readonly<Record<number, LocalText>> = {
  1: { zh: '待审核', en: 'pending review' },
  2: { zh: '已通过审核', en: 'approved' },
  3: { zh: '审核未通过', en: 'rejected' },
  4: { zh: '已删除', en: 'deleted' },
  5: { zh: '已下架', en: 'taken down' },
  6: { zh: '处理中', en: 'processing' },
  7: { zh: '已售出', en: 'sold' },
  8: { zh: '已过期', en: 'expired' },
  44: { zh: '资源已取消', en: 'cancelled' },
  98: { zh: '资源已封禁', en: 'banned' },
  99: { zh: '认证已封禁', en: 'verification banned' },
};

/** A status's name alone: `已通过审核` / `approved`. */
export function postStatusName(status: number): LocalText {
  return POST_STATUS_TEXT[status] ?? { zh: '未知', en: 'unknown' };
}

/** `2（已通过审核）` / `2 (approved)`: a status code with its name. */
export function postStatusText(status: number): LocalText {
  const name = postStatusName(status);
  return { zh: `${String(status)}（${name.zh}）`, en: `${String(status)} (${name.en})` };
}
