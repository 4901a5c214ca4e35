import type { SearchState } from '../listing/list-query';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../shared/icons';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useExploreMessages } from '../explore/messages';
import { useSearchMessages } from './messages';
import styles from './SearchFilters.module.css';

interface Chip {
  id: string;
  label: string;
  without: Partial<SearchState>;
}

/**
 * Every filter narrowing the search, as a chip with a remove button: whether picked here or brought by a
 * shared link, what narrows the results is always on screen and one tap from gone.
 */
export function FilterChips({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const m = useSearchMessages();
  const e = useExploreMessages();
  const { names } = useTaxonomy();
  const chips: Chip[] = [];
  if (state.cityCode)
    chips.push({
      id: 'city',
      label: names.city.get(state.cityCode) ?? String(state.cityCode),
      without: { cityCode: 0 },
    });
  if (state.typeCode)
    chips.push({
      id: 'type',
      label: names.type.get(state.typeCode) ?? String(state.typeCode),
      without: { typeCode: 0 },
    });
  if (state.modeCode)
    chips.push({
      id: 'mode',
      label: names.mode.get(state.modeCode) ?? String(state.modeCode),
      without: { modeCode: undefined },
    });
  if (state.priceMin !== undefined || state.priceMax !== undefined)
    chips.push({
      id: 'price',
      label: m.priceChip(state.priceMin, state.priceMax),
      without: { priceMin: undefined, priceMax: undefined },
    });
  if (state.sort && state.sort !== 'newest')
    chips.push({
      id: 'sort',
      label: state.sort === 'price' ? e.sortPrice : e.sortPopularity,
      without: { sort: undefined },
    });
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={m.activeFilters} data-testid="filter-chips">
      {chips.map((c) => (
        <li key={c.id} className={styles.chip} data-testid={`chip-${c.id}`}>
          <span>{c.label}</span>
          <IconButton
            label={m.removeFilter(c.label)}
            size="sm"
            onClick={() => onChange({ ...state, ...c.without, page: 1 })}
            testId={`remove-${c.id}`}
          >
            <CloseIcon />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
