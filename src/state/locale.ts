import { proxy, useSnapshot } from 'valtio';
import { LOCALE_COOKIE_DAYS } from '../../protocol/constants';

export type Lang = 'zh' | 'en';

const COOKIE = 'locale';

export interface LocaleState {
  lang: Lang;
}

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/** The `locale` cookie's language, or zh (the spec's default) when absent or unknown. */
export function langFromCookie(cookie: string): Lang {
  const m = /(?:^|;\s*)locale=([^;]*)/.exec(cookie);
  const v = m?.[1];
  return isLang(v) ? v : 'zh';
}

/** Spec §9: 365 days, path '/', SameSite lax. */
export function localeCookie(lang: Lang): string {
  return `${COOKIE}=${lang}; Max-Age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

const hasDoc = typeof document !== 'undefined';

export const locale = proxy<LocaleState>({ lang: hasDoc ? langFromCookie(document.cookie) : 'zh' });

function applyHtmlLang(lang: Lang): void {
  if (hasDoc) document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}
applyHtmlLang(locale.lang);

export function setLang(lang: Lang): void {
  locale.lang = lang;
  if (hasDoc) document.cookie = localeCookie(lang);
  applyHtmlLang(lang);
}

export function useLocale() {
  return useSnapshot(locale);
}
