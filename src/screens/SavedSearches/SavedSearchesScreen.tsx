import { LoadError } from '../../features/common/LoadError';
import { SearchIcon } from '../../features/common/icons';
import { SavedSearchList } from '../../features/people/saved-searches/SavedSearchList';
import { useSavedSearchMessages } from '../../features/people/saved-searches/messages';
import { useSavedSearches } from '../../features/people/saved-searches/useSavedSearches';
import { go } from '../../nav/nav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import styles from '../../features/people/favorites/FavoriteList.module.css';

/** /user/saved-searches: my saved searches with their new posts; one opens its results, or is deleted. */
export function SavedSearchesScreen() {
  const m = useSavedSearchMessages();
  const list = useSavedSearches();
  return (
    <div className={styles.screen} data-testid="saved-searches">
      <header className={styles.head}>
        <h1>{m.title}</h1>
        {list.status === 'ok' && <p>{m.subtitle(list.items.length, list.max)}</p>}
      </header>
      {list.status === 'loading' && <SkeletonRows count={3} height={64} />}
      {list.status === 'error' && (
        <LoadError
          testId="saved-searches-error"
          error={list.error}
          title={m.loadFailed}
          retryLabel={m.retry}
          onRetry={list.reload}
        />
      )}
      {list.status === 'ok' && list.items.length === 0 && (
        <EmptyState
          testId="saved-searches-empty"
          icon={<SearchIcon />}
          title={m.emptyTitle}
          text={m.emptyHint}
          action={
            <Button variant="accent" onClick={() => go('/search')}>
              {m.toSearch}
            </Button>
          }
        />
      )}
      {list.status === 'ok' && list.items.length > 0 && (
        <SavedSearchList
          items={list.items}
          busyId={list.busyId}
          onOpen={(s) => void list.open(s)}
          onRemove={(s) => void list.remove(s)}
        />
      )}
    </div>
  );
}
