import { LIST_SORTS } from '../../../../protocol/listings';
import type { ListSort } from '../../../../protocol/listings';
import { Select } from '../../../ui/Select';
import type { SelectGroup, SelectOption } from '../../../ui/Select';
import type { ListState } from '../../common/list-query';
import { cityGroups, codeOptions } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { PriceRange } from '../search/PriceRange';
import { useHomeMessages } from './messages';
import styles from './FilterBar.module.css';

interface Props {
  state: ListState;
  /** Called with the new state; a filter change always returns to page 1. */
  onChange: (next: ListState) => void;
}

type Field = 'cityCode' | 'typeCode' | 'modeCode';

/**
 * City / type / mode pickers (native selects whose value is the code, '0' = all), then the order and a price
 * range, which the URL's query string carries.
 */
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

  const sortLabel: Record<ListSort, string> = {
    newest: m.sortNewest,
    price: m.sortPrice,
    price_desc: m.sortPriceDesc,
  };
  const sort = state.sort ?? 'newest';
  return (
    <div className={styles.filters}>
      <div className={styles.bar}>
        {filter('cityCode', m.city, m.allCities, { groups: cityGroups(taxonomy?.cities, lang, m) })}
        {filter('typeCode', m.type, m.allTypes, { options: codeOptions(taxonomy?.types, lang) })}
        {filter('modeCode', m.mode, m.allModes, { options: codeOptions(taxonomy?.modes, lang) })}
      </div>
      <div className={styles.extras}>
        <Select
          look="compact"
          label={m.sort}
          value={sort}
          active={sort !== 'newest'}
          onChange={(v) => onChange({ ...state, sort: LIST_SORTS.find((s) => s === v) ?? 'newest', page: 1 })}
          options={LIST_SORTS.map((s) => ({ value: s, label: sortLabel[s] }))}
          testId="sort"
        />
        <PriceRange
          key={`${state.priceMin ?? ''}-${state.priceMax ?? ''}`}
          value={state}
          onApply={(range) => onChange({ ...state, ...range, page: 1 })}
        />
      </div>
    </div>
  );
}
