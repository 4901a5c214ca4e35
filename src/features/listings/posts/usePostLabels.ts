import { useMemo } from 'react';
import type { PostCard as Post } from '../../../../protocol/types';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useListingMessages } from './messages';
import type { PostCardLabels } from './PostCard';
import { formatPrice } from '../../common/price';

type Messages = ReturnType<typeof useListingMessages>;
type Names = ReturnType<typeof useTaxonomy>['names'];

interface Resolved {
  m: Messages;
  names: Names;
  labels: PostCardLabels;
}

// Labels per post object, for the language and taxonomy they were resolved with: an endless list grows a
// page at a time, and an append should cost its own cards, not the whole list again.
const resolved = new WeakMap<Post, Resolved>();

/** A nearby card shows its distance where others show the city (a card is too narrow for both). */
function cityLabel(p: Post & { distanceKm?: number }, city: string, m: Messages): string {
  return p.distanceKm === undefined ? city : m.distance(p.distanceKm);
}

function labelsOf(p: Post, m: Messages, names: Names): PostCardLabels {
  const hit = resolved.get(p);
  if (hit && hit.m === m && hit.names === names) return hit.labels;
  const labels: PostCardLabels = {
    kind: m[`kind_${p.kind}`],
    vip: m.vip,
    price: formatPrice(p.priceMin, p.priceMax, m),
    city: cityLabel(p, names.city.get(p.cityCode) ?? '', m),
    views: m.count(p.views),
    // The server clears an ended bump within a minute; the clock is not read here, so the server's render of
    // a card and the browser's hydration of it always agree.
    top: p.bumpedUntil !== null ? m.top : '',
  };
  resolved.set(p, { m, names, labels });
  return labels;
}

/** Resolved card labels per post id (primitives, so memoised cards re-render only on real changes). */
export function usePostLabels(list: readonly Post[] | undefined): Map<number, PostCardLabels> {
  const m = useListingMessages();
  const { names } = useTaxonomy();
  return useMemo(() => {
    const out = new Map<number, PostCardLabels>();
    for (const p of list ?? []) out.set(p.id, labelsOf(p, m, names));
    return out;
  }, [list, m, names]);
}
