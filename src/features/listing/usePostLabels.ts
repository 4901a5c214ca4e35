import { useMemo, useRef } from 'react';
import type { PostCard as Post } from '../../../protocol/types';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useListingMessages } from './messages';
import type { PostCardLabels } from './PostCard';
import { formatPrice } from './price';

interface Memo {
  m: unknown;
  names: unknown;
  byPost: WeakMap<Post, PostCardLabels>;
}

/**
 * Resolved card labels per post id (primitives, so memoised cards re-render only on real changes). An
 * endless list grows a page at a time: labels already resolved for a post are reused, so an append costs
 * its own cards only, not the whole list again.
 */
export function usePostLabels(list: readonly Post[] | undefined): Map<number, PostCardLabels> {
  const m = useListingMessages();
  const { names } = useTaxonomy();
  const memo = useRef<Memo | null>(null);
  return useMemo(() => {
    if (!memo.current || memo.current.m !== m || memo.current.names !== names) memo.current = { m, names, byPost: new WeakMap() };
    const { byPost } = memo.current;
    const out = new Map<number, PostCardLabels>();
    for (const p of list ?? []) {
      let labels = byPost.get(p);
      if (!labels) {
        labels = {
          kind: m[`kind_${p.kind}`],
          vip: m.vip,
          price: formatPrice(p.priceMin, p.priceMax, m),
          city: names.city.get(p.cityCode) ?? '',
        };
        byPost.set(p, labels);
      }
      out.set(p.id, labels);
    }
    return out;
  }, [list, m, names]);
}
