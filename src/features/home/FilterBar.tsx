import type { NamedCode } from '../../../protocol/types';
import { Select } from '../../ui/Select';
import type { SelectGroup, SelectOption } from '../../ui/Select';
import type { ListState } from '../listing/list-query';
import { groupCities, localName } from '../taxonomy/taxonomy-names';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useHomeMessages } from './messages';
import styles from './FilterBar.module.css';

interface Props {
  state: ListState;
  /** Called with the new state; a filter change always returns to page 1. */
  onChange: (next: ListState) => void;
}

type Field = 'cityCode' | 'typeCode' | 'modeCode';

/** City / type / mode pickers: native selects whose value is the code ('0' = all). */
export function FilterBar({ state, onChange }: Props) {
  const m = useHomeMessages();
  const { taxonomy, lang } = useTaxonomy();
  const cities = groupCities(taxonomy?.cities ?? []);
  const pick = (field: Field) => (value: string) => onChange({ ...state, [field]: Number(value) || 0, page: 1 });
  const options = (list: readonly NamedCode[] | undefined): SelectOption[] => (list ?? []).map((i) => ({ value: String(i.code), label: localName(i, lang) }));
  const cityGroups: SelectGroup[] = [
    { label: m.domestic, options: options(cities.domestic) },
    { label: m.abroad, options: cities.abroad.map((c) => ({ value: String(c.code), label: `${localName(c, lang)}${c.region ? ` · ${c.region}` : ''}` })) },
  ].filter((g) => g.options.length > 0);
  const filter = (field: Field, label: string, all: string, rest: { options?: SelectOption[]; groups?: SelectGroup[] }) => (
    <Select look="compact" label={label} value={String(state[field])} active={state[field] !== 0} onChange={pick(field)} options={[{ value: '0', label: all }, ...(rest.options ?? [])]} groups={rest.groups ?? []} testId={field.replace('Code', '-picker')} />
  );

  return (
    <div className={styles.bar}>
      {filter('cityCode', m.city, m.allCities, { groups: cityGroups })}
      {filter('typeCode', m.type, m.allTypes, { options: options(taxonomy?.types) })}
      {filter('modeCode', m.mode, m.allModes, { options: options(taxonomy?.modes) })}
    </div>
  );
}
