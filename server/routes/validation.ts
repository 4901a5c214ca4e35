import { z } from 'zod';
import type { core } from 'zod';

// Payload validation with messages a person can read (Chinese, naming the wire field), STATUS 400.

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

function describe(iss: core.$ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return '不能为空';
      return `应为${TYPE_NAMES[iss.expected] ?? iss.expected}`;
    case 'too_small':
      return iss.origin === 'string' ? `长度不能少于 ${String(iss.minimum)} 个字符` : `不能小于 ${String(iss.minimum)}`;
    case 'too_big':
      return iss.origin === 'string' ? `长度不能超过 ${String(iss.maximum)} 个字符` : `不能大于 ${String(iss.maximum)}`;
    case 'invalid_value':
      return `取值无效（可选：${iss.values.map(String).join('、')}）`;
    case 'invalid_format':
      return '格式不正确';
    default:
      return '无效';
  }
}

/** Error map for safeParse: keeps messages set in the schema (they already read well), else describes. */
const errorMap: core.$ZodErrorMap = (iss) => {
  const field = iss.path && iss.path.length > 0 ? iss.path.join('.') : '';
  return field ? `参数 ${field} ${describe(iss)}` : `参数${describe(iss)}`;
};

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string };

export function parsePayload<T>(schema: z.ZodType<T, unknown>, data: unknown): ParseResult<T> {
  const result = schema.safeParse(data, { error: errorMap });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : '';
  // Messages written in a schema do not know their path; prefix it so the field is always named.
  const msg = first?.message ?? '参数无效';
  return { ok: false, msg: field && !msg.includes(field) ? `参数 ${field} ${msg}` : msg };
}

/** Integer field; digit strings are accepted too, since route params reach the client as text. */
export function int(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess((v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v), z.number().int().min(min).max(max));
}

/** A code filter where 0 (or absence) means "all". */
export const codeFilter = () => int(0).optional();

export const empty = () => z.object({});
