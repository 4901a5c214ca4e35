import { ACCOUNTS_REFUSALS } from './accounts-refusals';
import { APPOINTMENTS_REFUSALS } from './appointments-refusals';
import { CHAT_REFUSALS } from './chat-refusals';
import { COMMON_REFUSALS } from './common-refusals';
import { CONSOLE_REFUSALS } from './console-refusals';
import { EXPLORE_REFUSALS } from './explore-refusals';
import { LISTINGS_REFUSALS } from './listings-refusals';
import { MEDIA_REFUSALS } from './media-refusals';
import { MONEY_REFUSALS } from './money-refusals';
import { PEOPLE_REFUSALS } from './people-refusals';
import { PUBLIC_PAGES_REFUSALS } from './public-pages-refusals';
import { RELEASE_FIELD_REFUSALS, RELEASE_REFUSALS } from './release-refusals';
import type { Language, LocalText, RefusalRow } from './refusal-table';
import type { StatusCode } from './status';
import { UPLOAD_REFUSALS } from './upload-refusals';

export type { Language, LocalText } from './refusal-table';

// Every refusal the server can answer carries one of these codes. Each capability declares its codes once, in
// `<cap>-refusals.ts`, with the status and both texts (like kysely's example util/errors.ts keeps code and
// message together); everything below is derived from those tables. The envelope reply adds the code as
// `code` beside status and msg, so a client can bind a refusal to a form field; the binary endpoints answer
// `reason` = the code without its area.

const REFUSALS = {
  ...COMMON_REFUSALS,
  ...ACCOUNTS_REFUSALS,
  ...LISTINGS_REFUSALS,
  ...RELEASE_REFUSALS,
  ...RELEASE_FIELD_REFUSALS,
  ...UPLOAD_REFUSALS,
  ...MEDIA_REFUSALS,
  ...MONEY_REFUSALS,
  ...CHAT_REFUSALS,
  ...PEOPLE_REFUSALS,
  ...APPOINTMENTS_REFUSALS,
  ...EXPLORE_REFUSALS,
  ...PUBLIC_PAGES_REFUSALS,
  ...CONSOLE_REFUSALS,
};

type Refusals = typeof REFUSALS;

export type RefusalCode = keyof Refusals;

/** The codes whose row has this column: `status` for envelope calls, `http` for the binary endpoints. */
type CodesWith<Column extends 'status' | 'http'> = {
  [Code in RefusalCode]: Refusals[Code] extends Record<Column, number> ? Code : never;
}[RefusalCode];

/** Refusals of envelope calls: sealed `{status, msg, data: null, code}` with HTTP 200. */
export type EnvelopeRefusalCode = CodesWith<'status'>;

/** Refusals of the binary HTTP endpoints: answered as JSON `{code: 0, msg, reason}` with an HTTP 4xx. */
export type RawRefusalCode = CodesWith<'http'>;

type Area<Name extends string> = Extract<RefusalCode, `${Name}.${string}`>;

export type PayloadRefusal = Area<'payload'>;
export type AccountRefusal = Area<'account'>;
export type ImageRefusal = Area<'image'>;
export type MoneyRefusal = Area<'money'>;
export type PeopleRefusal = Area<'people'>;
/** The owner's posts: what the database says about a draft or a post, and the posting limits. */
export type ReleaseRefusal = keyof typeof RELEASE_REFUSALS;
/** A release payload field that breaks a rule (the messages of release-schema.ts). */
export type ReleaseFieldRefusal = keyof typeof RELEASE_FIELD_REFUSALS;

const ROWS: Readonly<Record<RefusalCode, RefusalRow>> = REFUSALS;

/** The texts of every code, in both languages. */
export const REFUSAL_TEXT: Readonly<Record<RefusalCode, LocalText>> = ROWS;

/** One column of the tables, for the codes that have it. */
function column<Code extends RefusalCode, Value>(pick: (row: RefusalRow) => Value | undefined): Record<Code, Value> {
  const out: Partial<Record<RefusalCode, Value>> = {};
  for (const [code, row] of Object.entries(ROWS) as [RefusalCode, RefusalRow][]) {
    const value = pick(row);
    if (value !== undefined) out[code] = value;
  }
  return out as Record<Code, Value>;
}

/** The envelope's `status` of each envelope refusal (HTTP stays 200); 420/421/422 keep the spec's meaning. */
export const ENVELOPE_STATUS = column<EnvelopeRefusalCode, StatusCode>((row) => row.status);

/** The HTTP status of each binary endpoint's refusal. */
export const HTTP_STATUS = column<RawRefusalCode, number>((row) => row.http);

/** A request's `language` (the common field, or the upload form field): 'en' is English, anything else Chinese. */
export function languageOf(value: unknown): Language {
  return value === 'en' ? 'en' : 'zh';
}

/** Values of a text's `{name}` placeholders; a LocalText is read in the text's language. */
export type RefusalParams = Readonly<Record<string, string | number | LocalText>>;

export function isRefusalCode(value: string): value is RefusalCode {
  return Object.hasOwn(ROWS, value);
}

export function isEnvelopeRefusal(code: string): code is EnvelopeRefusalCode {
  return Object.hasOwn(ENVELOPE_STATUS, code);
}

export function isRawRefusal(code: string): code is RawRefusalCode {
  return Object.hasOwn(HTTP_STATUS, code);
}

/** A text in a language, placeholders filled (an unknown placeholder stays as written). */
export function fillText(text: LocalText, language: Language, params: RefusalParams = {}): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[language] : String(value);
  });
}

/** The text of a refusal in a language, placeholders filled. */
export function refusalText(code: RefusalCode, language: Language, params: RefusalParams = {}): string {
  return fillText(ROWS[code], language, params);
}

/** `reason` of a binary endpoint's refusal: the code without its area (`image.bad_sign` → `bad_sign`). */
export function refusalReason(code: RawRefusalCode): string {
  return code.slice(code.indexOf('.') + 1);
}
