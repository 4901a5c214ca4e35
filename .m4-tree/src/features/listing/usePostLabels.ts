import { useMemo } from 'react';
import type { PostCard as Post } from '../../../protocol/types';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useListingMessages } from './messages';
import type { PostCardLabels } from './PostCard';
import { formatPrice } from './price';

/** Resolved card labels per post id (primitives, so memoised cards re-render only on real changes). */
export function usePostLabels(list: readonly Post[] | undefined): Map<number, PostCardLabels> {
  const m = useListingMessages();
  const { names } = useTaxonomy();
  return useMemo(() => {
    const out = new Map<number, PostCardLabels>();
    for (const p of list ?? []) {
      out.set(p.id, {
        kind: m[`kind_${p.kind}`],
        vip: m.vip,
        price: formatPrice(p.priceMin, p.priceMax, m),
        city: names.city.get(p.cityCode) ?? '',
      });
    }
    return out;
  }, [list, m, names]);
}
