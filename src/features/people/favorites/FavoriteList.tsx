import { useMemo, useState } from 'react';
import type { FavoriteItem } from '../../../../protocol/people';
import { useLang } from '../../../i18n';
import { showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { usePostWords } from '../../common/messages';
import { formatPrice } from '../../common/price';
import { useWindowRows } from '../../common/useWindowRows';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { setFavorite } from './favorite-store';
import { FavoriteRow } from './FavoriteRow';
import type { FavoriteRowLabels } from './FavoriteRow';
import { useFavoriteMessages } from './messages';
import styles from './FavoriteList.module.css';

const ESTIMATE_PX = 118;

interface Props {
  items: FavoriteItem[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onRemoved: (id: number) => void;
}

/** My kept posts, virtualised against the window scroll like the other account lists. */
export function FavoriteList({ items, hasMore, loadingMore, loadMore, onRemoved }: Props) {
  const m = useFavoriteMessages();
  const lm = usePostWords();
  const lang = useLang();
  const { names } = useTaxonomy();
  const [busyId, setBusyId] = useState<number | null>(null);
  const date = useMemo(
    () => new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { month: '2-digit', day: '2-digit' }),
    [lang],
  );
  const labels = useMemo(() => {
    const out = new Map<number, FavoriteRowLabels>();
    for (const p of items) {
      out.set(p.id, {
        kind: lm[`kind_${p.kind}`],
        vip: lm.vip,
        city: names.city.get(p.cityCode) ?? '',
        price: formatPrice(p.priceMin, p.priceMax, lm),
        date: date.format(new Date(p.favoritedAt * 1000)),
        favorites: lm.count(p.favorites),
      });
    }
    return out;
  }, [items, lm, names, date]);

  const remove = async (post: FavoriteItem) => {
    setBusyId(post.id);
    try {
      await setFavorite(post.id, false, post.favorites);
      onRemoved(post.id);
      showToast(m.removed);
    } catch (err) {
      showToast(errorText(err, m.failed));
    } finally {
      setBusyId(null);
    }
  };

  const { listRef, virtual, rows } = useWindowRows(items, { estimatePx: ESTIMATE_PX, hasMore, loadingMore, loadMore });

  return (
    <div>
      <div ref={listRef} className={styles.list} style={{ height: virtual.getTotalSize() }}>
        {rows.map((r) => {
          const post = items[r.index];
          const l = post && labels.get(post.id);
          if (!post || !l) return null;
          return (
            <div
              key={r.key}
              ref={virtual.measureElement}
              data-index={r.index}
              className={styles.slot}
              style={{ transform: `translateY(${r.start - virtual.options.scrollMargin}px)` }}
            >
              <FavoriteRow post={post} labels={l} busy={busyId === post.id} onRemove={(p) => void remove(p)} />
            </div>
          );
        })}
      </div>
      {loadingMore && <p className={styles.more}>{m.loadingMore}</p>}
    </div>
  );
}
