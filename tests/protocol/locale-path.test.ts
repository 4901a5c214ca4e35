import { describe, expect, it } from 'vitest';
import { preferredLang, stripLocale, withLocale, withLocaleUrl } from '../../protocol/locale-path';

describe('locale paths', () => {
  it('reads a /en or /zh prefix before the layout prefix, and only as a whole segment', () => {
    expect(stripLocale('/en')).toEqual({ lang: 'en', path: '/' });
    expect(stripLocale('/en/')).toEqual({ lang: 'en', path: '/' });
    expect(stripLocale('/en/h')).toEqual({ lang: 'en', path: '/h' });
    expect(stripLocale('/en/h/details/store/3')).toEqual({ lang: 'en', path: '/h/details/store/3' });
    expect(stripLocale('/zh/search')).toEqual({ lang: 'zh', path: '/search' });
    expect(stripLocale('/h/en')).toEqual({ lang: null, path: '/h/en' });
    expect(stripLocale('/english/1')).toEqual({ lang: null, path: '/english/1' });
    expect(stripLocale('/')).toEqual({ lang: null, path: '/' });
  });

  it('gives English paths the prefix and Chinese ones none, never twice', () => {
    expect(withLocale('/', 'en')).toBe('/en');
    expect(withLocale('/h/details/store/3', 'en')).toBe('/en/h/details/store/3');
    expect(withLocale('/en/h', 'en')).toBe('/en/h');
    expect(withLocale('/en/h', 'zh')).toBe('/h');
    expect(withLocale('/zh/h/search', 'zh')).toBe('/h/search');
    expect(withLocaleUrl('/h/search/0/0/tea?sort=price#top', 'en')).toBe('/en/h/search/0/0/tea?sort=price#top');
    expect(withLocaleUrl('/?code=a', 'en')).toBe('/en?code=a');
    expect(withLocaleUrl('/en?code=a', 'zh')).toBe('/?code=a');
  });

  it('keeps the console at one address in every language', () => {
    expect(withLocale('/console', 'en')).toBe('/console');
    expect(withLocale('/en/console/audit', 'en')).toBe('/console/audit');
    expect(withLocaleUrl('/console/users/7?tab=posts', 'en')).toBe('/console/users/7?tab=posts');
    expect(withLocale('/consoles', 'en')).toBe('/en/consoles');
  });

  it('picks the preferred language of an Accept-Language header by weight', () => {
    expect(preferredLang('en-US,en;q=0.9')).toBe('en');
    expect(preferredLang('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(preferredLang('fr-FR,en;q=0.5,zh;q=0.7')).toBe('zh');
    expect(preferredLang('de, en;q=0')).toBeNull();
    expect(preferredLang('fr, de')).toBeNull();
    expect(preferredLang('en;q=abc, zh-TW;q=0.2')).toBe('zh');
    expect(preferredLang(undefined)).toBeNull();
    expect(preferredLang('')).toBeNull();
  });
});
