import { STATUS } from '../../../protocol/status';
import { useScreenQuery } from '../../nav/screen-entry';
import { DetailNotice } from '../../features/detail/DetailNotice';
import { DetailSkeleton } from '../../features/detail/DetailView';
import { useDetail } from '../../features/detail/useDetail';
import { errorStatus, errorText } from '../../features/errors/error-text';
import { storeIdOf } from '../../features/person/person-paths';
import { useStoreMessages } from '../../features/store/messages';
import { StorePage } from '../../features/store/StorePage';
import styles from '../PersonalDetail/PublicPage.module.css';

/** /user/store-detail?id={store post id}: a store's own page (the spec's path has no id segment). */
export function StoreDetailScreen() {
  const m = useStoreMessages();
  const id = storeIdOf(useScreenQuery());
  const result = useDetail(id > 0 ? 'store' : null, id);
  if (!(id > 0) || (result.status === 'error' && errorStatus(result.error) === STATUS.NOT_FOUND)) {
    return (
      <DetailNotice
        testId="store-not-found"
        kind="empty"
        title={m.notStore}
        hint={m.notStoreHint}
        action={{ label: m.backHome, to: '/' }}
      />
    );
  }
  if (result.status === 'error') {
    return (
      <DetailNotice
        testId="store-error"
        kind="error"
        title={m.errorTitle}
        hint={errorText(result.error, m.errorFallback)}
        action={{ label: m.retry, run: result.reload }}
      />
    );
  }
  if (result.status === 'loading') return <DetailSkeleton />;
  return (
    <div className={styles.screen}>
      <StorePage post={result.data} onUnlocked={result.reload} />
    </div>
  );
}
