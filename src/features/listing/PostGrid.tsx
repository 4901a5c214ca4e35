import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Page, PostCard as Post } from '../../../protocol/types';
import type { AsyncState } from '../shared/useAsync';
import { errorText } from '../shared/error-text';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useListingMessages } from './messages';
import { PostCard } from './PostCard';
import type { PostCardLabels } from './PostCard';
import { formatPrice } from './price';
import styles from './PostGrid.module.css';

const SKELETONS = 10;

interface Props {
  result: AsyncState<Page<Post>> & { reload: () => void };
  emptyTitle?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
}

/** The card grid with its loading skeletons, empty state and error state (with retry). */
export function PostGrid({ result, emptyTitle, emptyHint, emptyAction }: Props) {
  const m = useListingMessages();
  const { names } = useTaxonomy();
  const list = result.data?.list;

  const labels = useMemo(() => {
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

  if (result.status === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} className={styles.skeleton}>
            <div className={styles.skMedia} />
            <div className={styles.skLine} />
            <div className={`${styles.skLine} ${styles.short}`} />
          </div>
        ))}
      </div>
    );
  }
  if (result.status === 'error') {
    return (
      <div className={styles.state} data-testid="list-error" role="alert">
        <div className={styles.stateIcon}>!</div>
        <div className={styles.stateTitle}>{m.errorTitle}</div>
        <div className={styles.stateHint}>{errorText(result.error, m.errorFallback)}</div>
        <button type="button" className={styles.retry} onClick={result.reload}>
          {m.retry}
        </button>
      </div>
    );
  }
  if (!list?.length) {
    return (
      <div className={styles.state} data-testid="list-empty">
        <div className={styles.stateIcon}>∅</div>
        <div className={styles.stateTitle}>{emptyTitle ?? m.emptyTitle}</div>
        <div className={styles.stateHint}>{emptyHint ?? m.emptyHint}</div>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {list.map((p) => {
        const l = labels.get(p.id);
        return l ? <PostCard key={p.id} post={p} labels={l} /> : null;
      })}
    </div>
  );
}
