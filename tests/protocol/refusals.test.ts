import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACCOUNTS_REFUSALS } from '../../protocol/accounts-refusals';
import { APPOINTMENTS_REFUSALS } from '../../protocol/appointments-refusals';
import { CHAT_REFUSALS } from '../../protocol/chat-refusals';
import { COMMON_REFUSALS } from '../../protocol/common-refusals';
import { CONSOLE_REFUSALS } from '../../protocol/console-refusals';
import { EXPLORE_REFUSALS } from '../../protocol/explore-refusals';
import { LISTINGS_REFUSALS } from '../../protocol/listings-refusals';
import { MEDIA_REFUSALS } from '../../protocol/media-refusals';
import { MONEY_REFUSALS } from '../../protocol/money-refusals';
import { PEOPLE_REFUSALS } from '../../protocol/people-refusals';
import { PUBLIC_PAGES_REFUSALS } from '../../protocol/public-pages-refusals';
import { RELEASE_FIELD_REFUSALS, RELEASE_REFUSALS } from '../../protocol/release-refusals';
import {
  ENVELOPE_STATUS,
  HTTP_STATUS,
  isEnvelopeRefusal,
  isRawRefusal,
  isRefusalCode,
  REFUSAL_TEXT,
  refusalText,
} from '../../protocol/refusals';
import type { EnvelopeRefusalCode, MoneyRefusal, RawRefusalCode, RefusalCode } from '../../protocol/refusals';
import { STATUS } from '../../protocol/status';
import { UPLOAD_REFUSALS } from '../../protocol/upload-refusals';

// The capability tables are the only place a code is declared; these check what refusals.ts derives from them.

const TABLES: Record<string, object> = {
  COMMON_REFUSALS,
  ACCOUNTS_REFUSALS,
  LISTINGS_REFUSALS,
  RELEASE_REFUSALS,
  RELEASE_FIELD_REFUSALS,
  UPLOAD_REFUSALS,
  MEDIA_REFUSALS,
  MONEY_REFUSALS,
  CHAT_REFUSALS,
  PEOPLE_REFUSALS,
  APPOINTMENTS_REFUSALS,
  EXPLORE_REFUSALS,
  PUBLIC_PAGES_REFUSALS,
  CONSOLE_REFUSALS,
};

const CODES = Object.keys(REFUSAL_TEXT).sort();
const ENVELOPE_STATUSES: readonly number[] = Object.values(STATUS).filter((s) => s !== STATUS.OK);

describe('refusal tables', () => {
  it('declares each code once, in exactly one capability table', () => {
    const declared = Object.values(TABLES).flatMap((table) => Object.keys(table));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(CODES);
  });

  it('gives every code both texts and exactly one status: an envelope status, an HTTP 4xx or 503 (try again)', () => {
    for (const code of CODES) {
      const { zh, en } = REFUSAL_TEXT[code as RefusalCode];
      expect(zh.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      const envelope = isEnvelopeRefusal(code);
      expect(envelope, code).toBe(!isRawRefusal(code));
      expect(isRefusalCode(code), code).toBe(true);
      if (envelope) expect(ENVELOPE_STATUSES, code).toContain(ENVELOPE_STATUS[code]);
      else
        expect(HTTP_STATUS[code as RawRefusalCode], code).toSatisfy((s: number) => (s >= 400 && s < 500) || s === 503);
    }
  });

  it('derives status maps that together cover the codes, without overlap', () => {
    const envelope = Object.keys(ENVELOPE_STATUS);
    const raw = Object.keys(HTTP_STATUS);
    expect(envelope.filter((code) => raw.includes(code))).toEqual([]);
    expect([...envelope, ...raw].sort()).toEqual(CODES);
    expect(isRefusalCode('money.no_such_code')).toBe(false);
  });

  it('keeps each code area in its capability table', () => {
    const areas = (table: object) => [...new Set(Object.keys(table).map((code) => code.split('.')[0]))].sort();
    expect(areas(ACCOUNTS_REFUSALS)).toEqual(['account', 'user']);
    expect(areas(UPLOAD_REFUSALS)).toEqual(['form', 'image', 'transfer', 'upload']);
    expect(areas(CONSOLE_REFUSALS)).toEqual(['admin', 'review']);
    expect(areas(PUBLIC_PAGES_REFUSALS)).toEqual(['area', 'report']);
  });

  it('reads the table row a code is declared with', () => {
    expect(ENVELOPE_STATUS['money.insufficient']).toBe(MONEY_REFUSALS['money.insufficient'].status);
    expect(HTTP_STATUS['transfer.not_video']).toBe(UPLOAD_REFUSALS['transfer.not_video'].http);
    expect(refusalText('money.withdraw_below_min', 'en', { min: 50 })).toBe('The minimum withdrawal is 50 gold');
  });

  it('derives the unions from the tables', () => {
    expectTypeOf<keyof typeof ENVELOPE_STATUS>().toEqualTypeOf<EnvelopeRefusalCode>();
    expectTypeOf<keyof typeof HTTP_STATUS>().toEqualTypeOf<RawRefusalCode>();
    expectTypeOf<EnvelopeRefusalCode | RawRefusalCode>().toEqualTypeOf<RefusalCode>();
    expectTypeOf<Extract<EnvelopeRefusalCode, RawRefusalCode>>().toBeNever();
    expectTypeOf<MoneyRefusal>().toEqualTypeOf<keyof typeof MONEY_REFUSALS>();
  });
});
