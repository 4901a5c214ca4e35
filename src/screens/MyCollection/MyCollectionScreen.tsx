import { FavoriteList } from '../../features/people/favorites/FavoriteList';
import { useFavoriteList } from '../../features/people/favorites/useFavoriteList';
import { useFavoriteMessages } from '../../features/people/favorites/messages';
import { HeartIcon } from '../../features/common/icons';
import { go } from '../../nav/nav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import styles from '../../features/people/favorites/FavoriteList.module.css';
import { LoadError } from '../../features/common/LoadError';

/** /user/my-collection: the posts I keep, newest first, each removable. */
export function MyCollectionScreen() {
  const m = useFavoriteMessages();
  const list = useFavoriteList();
  return (
    <div className={styles.screen} data-testid="my-collection">
      <header className={styles.head}>
        <h1>{m.title}</h1>
        {list.status === 'ok' && <p>{m.subtitle(list.total)}</p>}
      </header>
      {list.status === 'loading' && <SkeletonRows count={4} height={110} />}
      {list.status === 'error' && (
        <LoadError
          testId="my-collection-error"
          error={list.error}
          title={m.loadFailed}
          retryLabel={m.retry}
          onRetry={list.reload}
        />
      )}
      {list.status === 'ok' && list.items.length === 0 && (
        <EmptyState
          testId="my-collection-empty"
          icon={<HeartIcon />}
          title={m.emptyTitle}
          text={m.emptyHint}
          action={
            <Button variant="accent" onClick={() => go('/')}>
              {m.browse}
            </Button>
          }
        />
      )}
      {list.status === 'ok' && list.items.length > 0 && (
        <FavoriteList
          items={list.items}
          hasMore={list.items.length < list.total}
          loadingMore={list.loadingMore}
          loadMore={list.loadMore}
          onRemoved={list.drop}
        />
      )}
    </div>
  );
}
