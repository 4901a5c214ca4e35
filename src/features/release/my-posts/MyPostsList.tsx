import { useMemo, useState } from 'react';
import type { MyPost } from '../../../../protocol/release';
import { useLang } from '../../../i18n';
import { usePostWords } from '../../common/messages';
import { formatPrice } from '../../common/price';
import { useWindowRows } from '../../common/useWindowRows';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useMyPostsMessages } from './messages';
import { MyPostItem } from './MyPostItem';
import type { RowLabels } from './MyPostItem';
import { usePostActions } from './use-post-actions';
import styles from './MyPosts.module.css';

const ESTIMATE_PX = 150;

interface Props {
  items: MyPost[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onChanged: (id: number, next: MyPost | null) => void;
}

/** The owner's posts, virtualised against the window scroll (the page scrolls, not a box). */
export function MyPostsList({ items, hasMore, loadingMore, loadMore, onChanged }: Props) {
  const m = useMyPostsMessages();
  const lm = usePostWords();
  const lang = useLang();
  const { names } = useTaxonomy();
  const actions = usePostActions(onChanged);
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit' }),
    [lang],
  );

  const moment = useMemo(
    () =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [lang],
  );
  // Read when the list mounts: a bump ending while the page is open shows ended at the next visit.
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));

  const labels = useMemo(() => {
    const out = new Map<number, RowLabels>();
    for (const p of items) {
      out.set(p.id, {
        lang,
        kind: lm[`kind_${p.kind}`],
        city: names.city.get(p.cityCode) ?? '',
        price: formatPrice(p.priceMin, p.priceMax, lm),
        date: date.format(new Date(p.updatedAt * 1000)),
        format: (s) => moment.format(new Date(s * 1000)),
      });
    }
    return out;
  }, [items, lang, lm, names, date, moment]);

  const { listRef, virtual, rows } = useWindowRows(items, { estimatePx: ESTIMATE_PX, hasMore, loadingMore, loadMore });

  return (
    <div className={styles.listWrap}>
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
              <MyPostItem
                post={post}
                labels={l}
                busy={actions.busyId === post.id}
                onEdit={actions.edit}
                onTakeDown={actions.takeDown}
                onRestore={actions.restore}
                onDelete={actions.remove}
                onAppeal={actions.appeal}
                onLife={(p, action) => void actions[action](p)}
                nowS={nowS}
              />
            </div>
          );
        })}
      </div>
      {loadingMore && <p className={styles.more}>{m.loadingMore}</p>}
    </div>
  );
}
