import { useScreenQuery } from '../../nav/screen-entry';
import { DetailSkeleton } from '../../features/listings/detail/DetailView';
import { ResultNotice } from '../../features/listings/detail/ResultNotice';
import { useDetail } from '../../features/listings/detail/useDetail';
import { storeIdOf } from '../../features/common/person-paths';
import { useStoreMessages } from '../../features/listings/store/messages';
import { StorePage } from '../../features/listings/store/StorePage';
import styles from '../PersonalDetail/PublicPage.module.css';

/** /user/store-detail?id={store post id}: a store's own page (the spec's path has no id segment). */
export function StoreDetailScreen() {
  const m = useStoreMessages();
  const id = storeIdOf(useScreenQuery());
  const result = useDetail(id > 0 ? 'store' : null, id);
  if (!(id > 0) || result.status === 'error')
    return <ResultNotice result={result} missing={!(id > 0)} texts={m} testId="store" />;
  if (result.status === 'loading') return <DetailSkeleton />;
  return (
    <div className={styles.screen}>
      <StorePage post={result.data} onUnlocked={result.reload} />
    </div>
  );
}
