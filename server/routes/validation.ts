import { z } from 'zod';
import type { core } from 'zod';
import { INT_FIELD_MAX } from '../../protocol/constants';
import { isRefusalCode } from '../../protocol/refusals';
import type { PayloadRefusal, RefusalParams } from '../../protocol/refusals';
import { TYPE_WORD, fieldLabel } from '../../protocol/refusal-words';
import { Refusal } from '../domain/common';

// Payload validation: the first failing rule becomes a Refusal whose text names the field. A schema may
// name its own refusal code as a rule's message; every other rule is described by a payload.* code.

/** The payload.* code of a rule that carries no code of its own. */
function describe(iss: core.$ZodRawIssue): PayloadRefusal {
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined ? 'payload.required' : 'payload.wrong_type';
    case 'too_small':
      return iss.origin === 'string' ? 'payload.too_short' : 'payload.too_small';
    case 'too_big':
      return iss.origin === 'string' ? 'payload.too_long' : 'payload.too_big';
    case 'invalid_value':
      return 'payload.not_one_of';
    case 'invalid_format':
      return 'payload.bad_format';
    default:
      return 'payload.invalid';
  }
}

const errorMap: core.$ZodErrorMap = (iss) => describe(iss);

/** What a refusal text may name: the field (by wire path and in words), the bound, the allowed values. */
function paramsOf(issue: core.$ZodIssue): RefusalParams {
  const params: Record<string, RefusalParams[string]> = {
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'data',
  };
  const label = fieldLabel(issue.path);
  if (label) params.label = label;
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if (issue.code === 'invalid_type') params.expected = TYPE_WORD[issue.expected] ?? issue.expected;
  if (issue.code === 'invalid_value') params.values = issue.values.map(String).join(' / ');
  // Rules spanning fields (superRefine) pass what their text needs.
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  return params;
}

/**
 * Characters no text field may hold, whichever table it ends up in: U+0000 (PostgreSQL text cannot store it
 * and refuses a query carrying it), the other control characters but tab and line breaks (terminal escapes in
 * a name an operator reads), and the bidirectional embeddings, overrides and isolates (a nickname or message
 * that shows reversed, hiding what it says). The marks U+200E/U+200F stay: right-to-left text uses them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that draw nothing on their own: the format characters (zero-width space and joiners, word
 * joiner, BOM, soft hyphen, the RTL marks), the marks (a combining grapheme joiner, variation selectors, the
 * Khmer and Mongolian invisible ones: with no letter to sit on they show nothing) and the Hangul and Braille
 * blanks. A text made of them and spaces alone looks empty but would pass a length rule: a nickname nobody
 * can see, a title of nothing.
 */
const INVISIBLE = /[\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;
const VISIBLE = /[^\s\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;

/**
 * Half of a surrogate pair with no other half (JSON may carry one as an escape): UTF-8 cannot hold it, so the
 * database would store three replacement characters in its place, and a text at its length limit would read
 * back three times longer. In a `u` pattern a surrogate range matches unpaired ones only.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

type TextProblem = 'payload.bad_format' | 'payload.blank';

function textProblem(text: string): TextProblem | null {
  if (UNSTORABLE.test(text) || LONE_SURROGATE.test(text)) return 'payload.bad_format';
  if (INVISIBLE.test(text) && !VISIBLE.test(text)) return 'payload.blank';
  return null;
}

/** The first text in the payload that no field may hold, with its path, or null. */
function badText(value: unknown, path: string): { path: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badText(inner, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** @throws Refusal for the first rule the payload breaks. */
export function parsePayload<T>(schema: core.$ZodType<T, unknown>, data: unknown): T {
  const result = z.safeParse(schema, data, { error: errorMap });
  if (result.success) {
    const bad = badText(result.data, '');
    if (bad !== null) throw new Refusal(bad.problem, { field: bad.path || 'data' });
    return result.data;
  }
  const first = result.error.issues[0];
  if (!first) throw new Refusal('payload.invalid', { field: 'data' });
  return refuseIssue(first);
}

function refuseIssue(issue: core.$ZodIssue): never {
  throw new Refusal(isRefusalCode(issue.message) ? issue.message : 'payload.invalid', paramsOf(issue));
}

/** Integer field; digit strings are accepted too, since route params reach the client as text. */
export function int(min: number, max = INT_FIELD_MAX) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
}

/** A code filter where 0 (or absence) means "all". */
export const codeFilter = () => int(0).optional();

export const empty = () => z.object({});
