import { POST_SORTS } from '../../../protocol/explore';
import type { PostSort } from '../../../protocol/explore';
import { Select } from '../../ui/Select';
import { useExploreMessages } from './messages';

/** The order of a post list. Ratings do not exist yet, so there is no rating order to offer. */
export function SortSelect({ value, onChange }: { value: PostSort; onChange: (sort: PostSort) => void }) {
  const m = useExploreMessages();
  const label: Record<PostSort, string> = { newest: m.sortNewest, price: m.sortPrice, popularity: m.sortPopularity };
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
