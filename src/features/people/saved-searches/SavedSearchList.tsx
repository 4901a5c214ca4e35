import type { SavedSearch } from '../../../../protocol/people';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { SearchIcon } from '../../common/icons';
import { usePostWords } from '../../common/messages';
import { formatPrice } from '../../common/price';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useSavedSearchMessages } from './messages';
import styles from './SavedSearches.module.css';

interface RowProps {
  search: SavedSearch;
  /** The filters in words: city, type, mode, price. */
  filters: string;
  busy: boolean;
  onOpen: (s: SavedSearch) => void;
  onRemove: (s: SavedSearch) => void;
}

/** One saved search: its keyword and filters, how many new posts match, open and delete. */
export function SavedSearchRow({ search, filters, busy, onOpen, onRemove }: RowProps) {
  const m = useSavedSearchMessages();
  return (
    <li className={styles.row} data-testid="saved-search" data-id={search.id}>
      <button type="button" className={styles.main} onClick={() => onOpen(search)} data-testid="saved-search-open">
        <SearchIcon className={styles.icon} />
        <span className={styles.words}>
          <strong className={styles.keyword}>{search.keyword}</strong>
          <span className={styles.filters}>{filters}</span>
        </span>
        {search.newCount > 0 && (
          <Badge tone="accent" testId="saved-search-new">
            {m.fresh(search.newCount)}
          </Badge>
        )}
        <span className={styles.open}>{m.open}</span>
      </button>
      <Button
        variant="ghost"
        size="sm"
        loading={busy}
        aria-label={m.removeLabel(search.keyword)}
        testId="saved-search-remove"
        onClick={() => onRemove(search)}
      >
        {m.remove}
      </Button>
    </li>
  );
}

interface ListProps {
  items: readonly SavedSearch[];
  busyId: number | null;
  onOpen: (s: SavedSearch) => void;
  onRemove: (s: SavedSearch) => void;
}

export function SavedSearchList({ items, busyId, onOpen, onRemove }: ListProps) {
  const m = useSavedSearchMessages();
  const lm = usePostWords();
  const { names } = useTaxonomy();
  const wordsOf = (s: SavedSearch) => {
    const parts = [s.cityCode ? (names.city.get(s.cityCode) ?? '') : m.everywhere];
    if (s.typeCode) parts.push(names.type.get(s.typeCode) ?? '');
    if (s.modeCode) parts.push(names.mode.get(s.modeCode) ?? '');
    if (s.priceMin !== null || s.priceMax !== null) parts.push(formatPrice(s.priceMin, s.priceMax, lm));
    return parts.filter(Boolean).join(' · ');
  };
  return (
    <ul className={styles.list} data-testid="saved-search-list">
      {items.map((s) => (
        <SavedSearchRow
          key={s.id}
          search={s}
          filters={wordsOf(s)}
          busy={busyId === s.id}
          onOpen={onOpen}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}
