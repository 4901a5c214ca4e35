import { SHARE_WORDS, searchPageTitle, titleKeyword } from '../../protocol/listings-texts';
import { withLocale } from '../../protocol/locale-path';
import { stripMobile } from '../../protocol/route-patterns';
import { formatPrice } from '../../protocol/price';
import type { ShareFacts } from '../domain/listings';

// The head of a page the server writes for link previews and search engines: its title, description,
// canonical address and Open Graph / Twitter card tags. Built here once, for every page that has its own
// (a listing's detail page today); every text is escaped, and only what ShareFacts carries can appear.

export interface PageHead {
  lang: 'zh' | 'en';
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  /** The same page in each language, for `<link rel="alternate" hreflang>`. */
  alternates: readonly Alternate[];
  /** Absolute address of a plain preview picture, or null. */
  image: string | null;
  /** A robots directive for the page, or null for the default (index, follow). */
  robots: string | null;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** What previews show of a description before cutting it. */
const DESCRIPTION_CHARS = 160;

function clip(text: string, chars: number): string {
  const flat = Array.from(text.replace(/\s+/g, ' ').trim());
  return flat.length > chars ? `${flat.slice(0, chars - 1).join('')}…` : flat.join('');
}

/** The canonical (desktop) address of a listing's page in `lang`. */
export function listingPath(kind: ShareFacts['kind'], id: number, lang: 'zh' | 'en'): string {
  return withLocale(`/details/${kind}/${id}`, lang);
}

export interface Alternate {
  /** A language tag, or `x-default` for the page a visitor of any other language gets. */
  hreflang: string;
  /** Absolute address. */
  url: string;
}

/** The hreflang of each language's pages; Chinese, the unprefixed form, is also the default. */
const HREFLANG: Readonly<Record<'zh' | 'en', string>> = { zh: 'zh-CN', en: 'en' };

/**
 * A page's address in every language (`path` unprefixed), for the page's head and the sitemap alike, so
 * search engines pair `/details/…` with `/en/details/…` and show each searcher their language's.
 */
export function alternatesOf(path: string, origin: string): Alternate[] {
  const zh = origin + withLocale(path, 'zh');
  return [
    { hreflang: HREFLANG.zh, url: zh },
    { hreflang: HREFLANG.en, url: origin + withLocale(path, 'en') },
    { hreflang: 'x-default', url: zh },
  ];
}

/** A listing's head: "title · site", and "kind · city · price — text" (a VIP post's text stays hidden). */
export function listingHead(f: ShareFacts, lang: 'zh' | 'en', origin: string): PageHead {
  const w = SHARE_WORDS[lang];
  const city = f.city ? (lang === 'en' ? f.city.nameEn : f.city.name) : '';
  const summary = [w.kinds[f.kind], city, formatPrice(f.priceMin, f.priceMax, w.price)].filter(Boolean).join(' · ');
  const text = f.vip ? w.vip : f.description;
  return {
    lang,
    title: `${f.title} · ${w.siteName}`,
    description: clip(text ? `${summary} — ${text}` : summary, DESCRIPTION_CHARS),
    url: origin + listingPath(f.kind, f.id, lang),
    alternates: alternatesOf(listingPath(f.kind, f.id, 'zh'), origin),
    image: f.picture ? `${origin}/share/post/${f.id}.jpg` : null,
    robots: null,
  };
}

/**
 * A search results page's head: the keyword in its title and description, its canonical desktop address,
 * and `noindex` — a results page is a view of other pages, which search engines should index instead, while
 * a shared link still previews with the keyword.
 */
export function searchHead(keyword: string, bare: string, lang: 'zh' | 'en', origin: string): PageHead {
  const path = stripMobile(bare);
  return {
    lang,
    title: searchPageTitle(keyword, lang),
    description: clip(
      SHARE_WORDS[lang].searchDescription.replace('{q}', () => titleKeyword(keyword)),
      DESCRIPTION_CHARS,
    ),
    url: origin + withLocale(path, lang),
    alternates: alternatesOf(path, origin),
    image: null,
    robots: 'noindex, follow',
  };
}

export function headTags(h: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.url)}" />`,
    ...h.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.url)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SHARE_WORDS[h.lang].siteName),
    meta('property', 'og:locale', h.lang === 'en' ? 'en_US' : 'zh_CN'),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.url),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
  ];
  if (h.robots) tags.push(meta('name', 'robots', h.robots));
  if (h.image) tags.push(meta('property', 'og:image', h.image), meta('name', 'twitter:image', h.image));
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** The page with its generic title and description replaced by `tags`. */
export function withHead(html: string, tags: string): string {
  const rest = html.replace(DESCRIPTION, '');
  return TITLE.test(rest) ? rest.replace(TITLE, () => tags) : rest.replace('</head>', () => `${tags}</head>`);
}
