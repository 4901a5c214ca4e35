import { Select } from '../../ui/Select';
import type { SearchState } from '../listing/list-query';
import { cityGroups, codeOptions } from '../taxonomy/taxonomy-options';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useSearchMessages } from './messages';
import styles from './SearchFilters.module.css';

/** City and type of a search (route segments); a change starts again on page 1. */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const m = useSearchMessages();
  const { taxonomy, lang } = useTaxonomy();
  const pick = (field: 'cityCode' | 'typeCode') => (value: string) =>
    onChange({ ...state, [field]: Number(value) || 0, page: 1 });
  return (
    <div className={styles.filters}>
      <Select
        look="compact"
        label={m.city}
        value={String(state.cityCode)}
        active={state.cityCode !== 0}
        onChange={pick('cityCode')}
        options={[{ value: '0', label: m.allCities }]}
        groups={cityGroups(taxonomy?.cities, lang, m)}
        testId="search-city"
      />
      <Select
        look="compact"
        label={m.type}
        value={String(state.typeCode)}
        active={state.typeCode !== 0}
        onChange={pick('typeCode')}
        options={[{ value: '0', label: m.allTypes }, ...codeOptions(taxonomy?.types, lang)]}
        testId="search-type"
      />
    </div>
  );
}
