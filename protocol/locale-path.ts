// Locale routing: Chinese (the default) has no prefix, English lives under /en. The prefix comes before the
// layout's /h, so /en/h/details/store/3 is the English phone page of /details/store/3. /zh/… is accepted
// and read as Chinese (the client then shows the unprefixed form). Pure functions: the client's nav layer
// and the server (root redirect) both use them.

import { isConsolePath } from './console-path';

export type RouteLang = 'zh' | 'en';

const PREFIXED = /^\/(en|zh)(?=\/|$)/;

/** The path's locale prefix (if any) and the path without it (`/en` → `/`). */
export function stripLocale(path: string): { lang: RouteLang | null; path: string } {
  const m = PREFIXED.exec(path);
  if (!m) return { lang: null, path };
  return { lang: m[1] as RouteLang, path: path.slice(m[0].length) || '/' };
}

/**
 * An unprefixed path in `lang`'s form: English gains /en (`/` → `/en`), Chinese stays as it is. The operators'
 * console has one address in every language (its language is the remembered one), so it never gains a prefix.
 */
export function withLocale(path: string, lang: RouteLang): string {
  const bare = stripLocale(path).path;
  if (lang !== 'en' || isConsolePath(bare)) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** The same for a URL that may carry a query or a hash. */
export function withLocaleUrl(url: string, lang: RouteLang): string {
  const i = url.search(/[?#]/);
  return i < 0 ? withLocale(url, lang) : withLocale(url.slice(0, i), lang) + url.slice(i);
}

/**
 * The language an `Accept-Language` header prefers among ours, or null when it names neither (weights
 * honoured, `zh-*` and `en-*` count for their language, `q=0` is a refusal).
 */
export function preferredLang(header: string | undefined): RouteLang | null {
  if (!header) return null;
  let best: { lang: RouteLang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (base !== 'zh' && base !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? null;
}
