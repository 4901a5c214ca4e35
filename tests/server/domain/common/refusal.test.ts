import { describe, expect, it } from 'vitest';
import { ENVELOPE_STATUS, HTTP_STATUS, REFUSAL_TEXT, refusalReason, refusalText } from '../../../../protocol/refusals';
import type { RefusalCode } from '../../../../protocol/refusals';
import { Refusal } from '../../../../server/domain/common/refusal';

const CODES = Object.keys(REFUSAL_TEXT) as RefusalCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('refusals', () => {
  it('has a Chinese and an English text for every code, naming the same placeholders', () => {
    for (const code of CODES) {
      const { zh, en } = REFUSAL_TEXT[code];
      expect(zh.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(placeholders(en), code).toEqual(placeholders(zh));
    }
  });

  it('maps every code to exactly one surface: an envelope status or an HTTP status', () => {
    for (const code of CODES) {
      const surfaces = [Object.hasOwn(ENVELOPE_STATUS, code), Object.hasOwn(HTTP_STATUS, code)].filter(Boolean);
      expect(surfaces, code).toHaveLength(1);
    }
    expect(Object.keys(ENVELOPE_STATUS).length + Object.keys(HTTP_STATUS).length).toBe(CODES.length);
  });

  it('keeps the spec statuses 420, 421/422 for login and VIP', () => {
    expect(ENVELOPE_STATUS['account.login_required']).toBe(420);
    expect(ENVELOPE_STATUS['post.vip_required']).toBe(422);
  });

  it('fills placeholders in the asked language, words included', () => {
    const r = new Refusal('release.required', { label: { zh: '标题', en: 'the title' }, field: 'title' });
    expect(r.message).toBe('请填写标题 title');
    expect(r.text('zh')).toBe('请填写标题 title');
    expect(r.text('en')).toBe('Please fill in the title (title)');
    expect(refusalText('account.too_many_attempts', 'en', { wait: { zh: '3 分钟', en: '3 min' } })).toBe(
      'Too many failed logins: try again in 3 min',
    );
  });

  it('names a binary refusal by its code without the area', () => {
    expect(refusalReason('image.stale_timestamp')).toBe('stale_timestamp');
    expect(refusalReason('form.not_multipart')).toBe('not_multipart');
  });
});
