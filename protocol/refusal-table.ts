import type { StatusCode } from './status';

// The shape of the capabilities' refusal tables (`<cap>-refusals.ts`); refusals.ts merges them and derives the
// code unions, the texts and both status maps. Types only, so a table imports nothing that imports it back.

/** An interface language of the product. */
export type Language = 'zh' | 'en';

/** A text in both interface languages. */
export interface LocalText {
  zh: string;
  en: string;
}

/** A refusal of an envelope call: sealed `{status, msg, data: null, code}` with HTTP 200. */
interface EnvelopeRow extends Readonly<LocalText> {
  readonly status: StatusCode;
  readonly http?: never;
}

/** A refusal of a binary endpoint: JSON `{code: 0, msg, reason}` with this HTTP 4xx (or 503: try again later). */
interface RawRow extends Readonly<LocalText> {
  readonly http: number;
  readonly status?: never;
}

/** One code: its surface's status and its text in both languages; `{name}` is a placeholder. */
export type RefusalRow = EnvelopeRow | RawRow;

/** A capability's codes, each `<area>.<what>` in one of the capability's wire areas. */
export type RefusalTable<Area extends string> = Readonly<Record<`${Area}.${string}`, RefusalRow>>;
