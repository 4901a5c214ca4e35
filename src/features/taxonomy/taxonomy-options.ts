import type { City, NamedCode } from '../../../protocol/types';
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
      options: abroad.map((c) => ({
        value: String(c.code),
        label: `${localName(c, lang)}${c.region ? ` · ${c.region}` : ''}`,
      })),
    },
  ].filter((g) => g.options.length > 0);
}
