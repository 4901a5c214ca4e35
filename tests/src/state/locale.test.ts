import { describe, expect, it } from 'vitest';
import { langFromCookie, localeCookie } from '../../../src/state/locale';

describe('locale cookie (spec §9)', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('defaults to zh and reads en', () => {
    expect(langFromCookie('')).toBe('zh');
    expect(langFromCookie('a=1; locale=en; b=2')).toBe('en');
    expect(langFromCookie('locale=fr')).toBe('zh');
    expect(langFromCookie('xlocale=en')).toBe('zh');
  });
});
