import type { SearchState } from '../../common/list-query';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon } from '../../common/icons';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { usePostWords } from '../../common/messages';
import { activeFilters } from './active-filters';
import type { FilterId } from './active-filters';
import { useSearchMessages } from './messages';
import styles from './SearchFilters.module.css';

/**
 * Every filter narrowing the search, as a chip with a remove button: whether picked here or brought by a
 * shared link, what narrows the results is always on screen and one tap from gone.
 */
export function FilterChips({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const m = useSearchMessages();
  const e = usePostWords();
  const { names } = useTaxonomy();
  const filters = activeFilters(state);
  if (!filters.length) return null;
  const named = (map: ReadonlyMap<number, string>, code = 0) => map.get(code) ?? String(code);
  const label: Record<FilterId, () => string> = {
    city: () => named(names.city, state.cityCode),
    type: () => named(names.type, state.typeCode),
    mode: () => named(names.mode, state.modeCode),
    price: () => m.priceChip(state.priceMin, state.priceMax),
    sort: () => (state.sort === 'price' ? e.sortPrice : state.sort === 'rating' ? e.sortRating : e.sortPopularity),
  };
  return (
    <ul className={styles.chips} aria-label={m.activeFilters} data-testid="filter-chips">
      {filters.map((f) => {
        const text = label[f.id]();
        return (
          <li key={f.id} className={styles.chip} data-testid={`chip-${f.id}`}>
            <span>{text}</span>
            <IconButton
              label={m.removeFilter(text)}
              size="sm"
              onClick={() => onChange(f.without)}
              testId={`remove-${f.id}`}
            >
              <CloseIcon />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
