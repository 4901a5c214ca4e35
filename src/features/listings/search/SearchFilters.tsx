import { Select } from '../../../ui/Select';
import type { SearchState } from '../../common/list-query';
import { SortSelect } from '../../common/SortSelect';
import { cityGroups, codeOptions } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { FilterChips } from './FilterChips';
import { useSearchMessages } from './messages';
import { PriceRange } from './PriceRange';
import styles from './SearchFilters.module.css';

/**
 * City, type, mode, price range and order of a search, and the chips of those in force; any change starts
 * again on page 1.
 */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const m = useSearchMessages();
  const { taxonomy, lang } = useTaxonomy();
  const set = (patch: Partial<SearchState>) => onChange({ ...state, ...patch, page: 1 });
  const code = (value: string) => Number(value) || 0;
  return (
    <div className={styles.wrap}>
      <div className={styles.filters}>
        <Select
          look="compact"
          label={m.city}
          value={String(state.cityCode)}
          active={state.cityCode !== 0}
          onChange={(v) => set({ cityCode: code(v) })}
          options={[{ value: '0', label: m.allCities }]}
          groups={cityGroups(taxonomy?.cities, lang, m)}
          testId="search-city"
        />
        <Select
          look="compact"
          label={m.type}
          value={String(state.typeCode)}
          active={state.typeCode !== 0}
          onChange={(v) => set({ typeCode: code(v) })}
          options={[{ value: '0', label: m.allTypes }, ...codeOptions(taxonomy?.types, lang)]}
          testId="search-type"
        />
        <Select
          look="compact"
          label={m.mode}
          value={String(state.modeCode ?? 0)}
          active={Boolean(state.modeCode)}
          onChange={(v) => set({ modeCode: code(v) || undefined })}
          options={[{ value: '0', label: m.allModes }, ...codeOptions(taxonomy?.modes, lang)]}
          testId="search-mode"
        />
        <SortSelect value={state.sort ?? 'newest'} onChange={(sort) => set({ sort })} />
      </div>
      <PriceRange key={`${state.priceMin}-${state.priceMax}`} value={state} onApply={set} />
      <FilterChips state={state} onChange={onChange} />
    </div>
  );
}
