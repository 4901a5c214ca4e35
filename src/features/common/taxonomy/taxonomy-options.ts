import type { City, NamedCode } from '../../../../protocol/types';
import { groupCities, localName } from './taxonomy-names';
import type { Lang } from './taxonomy-names';

export interface CodeOption {
  value: string;
  label: string;
}

export interface CodeGroup {
  label: string;
  options: CodeOption[];
}

/** A taxonomy list as select options whose value is the code. */
export function codeOptions(list: readonly NamedCode[] | undefined, lang: Lang): CodeOption[] {
  return (list ?? []).map((i) => ({ value: String(i.code), label: localName(i, lang) }));
}

/**
 * An abroad city's label: its name, then its region where that adds something. Regions are kept in Chinese
 * only, so an English page shows the city alone; a city-state (新加坡 · 新加坡) is not named twice.
 */
function abroadLabel(c: City, lang: Lang): string {
  const region = lang === 'zh' && c.region && c.region !== c.name ? ` · ${c.region}` : '';
  return `${localName(c, lang)}${region}`;
}

/** Cities as two option groups (abroad ones name their region); empty groups are left out. */
export function cityGroups(
  cities: readonly City[] | undefined,
  lang: Lang,
  labels: { domestic: string; abroad: string },
): CodeGroup[] {
  const { domestic, abroad } = groupCities(cities ?? []);
  return [
    { label: labels.domestic, options: codeOptions(domestic, lang) },
    {
      label: labels.abroad,
      options: abroad.map((c) => ({ value: String(c.code), label: abroadLabel(c, lang) })),
    },
  ].filter((g) => g.options.length > 0);
}
