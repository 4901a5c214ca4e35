import type { City, NamedCode, Taxonomy } from '../../../../protocol/types';

export type Lang = 'zh' | 'en';

export function localName(item: NamedCode, lang: Lang): string {
  return lang === 'en' && item.nameEn ? item.nameEn : item.name;
}

/** The name of a code in a list, or '' when the code is 0 (all) or unknown (e.g. taxonomy still loading). */
export function nameOf(list: readonly NamedCode[] | undefined, code: number, lang: Lang): string {
  if (!code || !list) return '';
  const hit = list.find((i) => i.code === code);
  return hit ? localName(hit, lang) : '';
}

/** code → name maps, built once per taxonomy/language so a grid of cards does no searching. */
export function nameMaps(
  t: Taxonomy | null,
  lang: Lang,
): { city: Map<number, string>; type: Map<number, string>; mode: Map<number, string> } {
  const map = (list: readonly NamedCode[] | undefined) =>
    new Map((list ?? []).map((i) => [i.code, localName(i, lang)] as const));
  return { city: map(t?.cities), type: map(t?.types), mode: map(t?.modes) };
}

/** Cities split for the picker's <optgroup>s, each group in its given order. */
export function groupCities(cities: readonly City[]): { domestic: City[]; abroad: City[] } {
  return { domestic: cities.filter((c) => !c.abroad), abroad: cities.filter((c) => c.abroad) };
}
