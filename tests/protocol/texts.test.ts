import { describe, expect, it } from 'vitest';
import { ACCOUNTS_NOTICES, ACCOUNTS_REPLIES } from '../../protocol/accounts-texts';
import {
  APPOINTMENTS_NOTICES,
  APPOINTMENTS_OWN_NOTICES,
  APPOINTMENTS_PEOPLE,
  APPOINTMENTS_REPLIES,
} from '../../protocol/appointments-texts';
import { CHAT_REPLIES } from '../../protocol/chat-texts';
import { COMMON_REPLIES, COMMON_WORDS } from '../../protocol/common-texts';
import { CONSOLE_NOTICES, CONSOLE_REPLIES } from '../../protocol/console-texts';
import { MONEY_REPLIES, MONEY_WORDS } from '../../protocol/money-texts';
import { MONEY_NOTICES, NOTICE_TEXTS, PEOPLE_NOTICES, PEOPLE_REPLIES } from '../../protocol/people-texts';
import { PUBLIC_PAGES_REPLIES } from '../../protocol/public-pages-texts';
import type { LocalText } from '../../protocol/refusals';
import { fillText } from '../../protocol/refusals';
import { RELEASE_REPLIES } from '../../protocol/release-texts';

// Reply and notice texts are declared once per capability in `<cap>-texts.ts`; a third language would be one
// more column in these tables, so each row must already be whole in both.

const TABLES: Record<string, Readonly<Record<string, LocalText>>> = {
  COMMON_REPLIES,
  COMMON_WORDS,
  ACCOUNTS_REPLIES,
  ACCOUNTS_NOTICES,
  APPOINTMENTS_REPLIES,
  APPOINTMENTS_NOTICES,
  APPOINTMENTS_OWN_NOTICES,
  APPOINTMENTS_PEOPLE,
  CHAT_REPLIES,
  CONSOLE_REPLIES,
  CONSOLE_NOTICES,
  MONEY_REPLIES,
  MONEY_WORDS,
  PEOPLE_REPLIES,
  PEOPLE_NOTICES,
  MONEY_NOTICES,
  PUBLIC_PAGES_REPLIES,
  RELEASE_REPLIES,
};

const rows = [
  ...Object.entries(TABLES).flatMap(([table, entries]) =>
    Object.entries(entries).map(([key, text]) => ({ name: `${table}.${key}`, text })),
  ),
  // Every notice code's words, the ones a shared text is reused for included.
  ...Object.entries(NOTICE_TEXTS).flatMap(([code, t]) => [
    { name: `NOTICE_TEXTS.${code}.title`, text: t.title },
    { name: `NOTICE_TEXTS.${code}.body`, text: t.body },
  ]),
];

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('reply and notice texts', () => {
  it.each(rows)('$name has both languages', ({ text }) => {
    expect(text.zh.trim()).not.toBe('');
    expect(text.en.trim()).not.toBe('');
  });

  it.each(rows)('$name has the same placeholders in zh and en', ({ text }) => {
    expect(placeholders(text.en)).toEqual(placeholders(text.zh));
  });

  it('a notice fills its placeholders in each language with the filler refusals use', () => {
    const params = { days: 30, tier: CONSOLE_NOTICES.monthlyTier, until: '2026-12-28', reason: 'x' };
    expect(fillText(CONSOLE_NOTICES.vipGrantedBody, 'zh', params)).toBe(
      '客服为你开通了 30 天月卡会员，有效期至 2026-12-28。原因：x',
    );
    expect(fillText(CONSOLE_NOTICES.vipGrantedBody, 'en', params)).toBe(
      'Support added 30 days of monthly membership, now valid until 2026-12-28. Reason: x',
    );
  });

  it('shared replies are declared once, not copied into a capability table', () => {
    const seen = new Map<string, string>();
    for (const { name, text } of rows.filter((r) => r.name.includes('_REPLIES.'))) {
      const key = `${text.zh}\u0000${text.en}`;
      expect(seen.get(key), `${name} repeats ${seen.get(key) ?? ''}`).toBeUndefined();
      seen.set(key, name);
    }
  });
});
