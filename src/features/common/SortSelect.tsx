import { POST_SORTS } from '../../../protocol/explore';
import type { PostSort } from '../../../protocol/explore';
import { Select } from '../../ui/Select';
import { usePostWords } from './messages';

/** The order of a post list. */
export function SortSelect({ value, onChange }: { value: PostSort; onChange: (sort: PostSort) => void }) {
  const m = usePostWords();
  const label: Record<PostSort, string> = {
    newest: m.sortNewest,
    price: m.sortPrice,
    popularity: m.sortPopularity,
    rating: m.sortRating,
  };
  return (
    <Select
      look="compact"
      label={m.sort}
      value={value}
      active={value !== 'newest'}
      onChange={(v) => onChange(POST_SORTS.find((s) => s === v) ?? 'newest')}
      options={POST_SORTS.map((s) => ({ value: s, label: label[s] }))}
      testId="sort"
    />
  );
}
