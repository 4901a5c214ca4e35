import { Select } from '../../../ui/Select';
import type { SelectGroup, SelectOption } from '../../../ui/Select';
import type { ListState } from '../../common/list-query';
import { cityGroups, codeOptions } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
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
  const pick = (field: Field) => (value: string) => onChange({ ...state, [field]: Number(value) || 0, page: 1 });
  const filter = (
    field: Field,
    label: string,
    all: string,
    rest: { options?: SelectOption[]; groups?: SelectGroup[] },
  ) => (
    <Select
      look="compact"
      label={label}
      value={String(state[field])}
      active={state[field] !== 0}
      onChange={pick(field)}
      options={[{ value: '0', label: all }, ...(rest.options ?? [])]}
      groups={rest.groups ?? []}
      testId={field.replace('Code', '-picker')}
    />
  );

  return (
    <div className={styles.bar}>
      {filter('cityCode', m.city, m.allCities, { groups: cityGroups(taxonomy?.cities, lang, m) })}
      {filter('typeCode', m.type, m.allTypes, { options: codeOptions(taxonomy?.types, lang) })}
      {filter('modeCode', m.mode, m.allModes, { options: codeOptions(taxonomy?.modes, lang) })}
    </div>
  );
}
