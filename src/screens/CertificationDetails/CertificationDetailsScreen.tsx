import { useRouteParams } from '../../nav/screen-entry';
import { CertificationCard } from '../../features/public-pages/certification/CertificationCard';
import { useCertificationMessages } from '../../features/public-pages/certification/messages';
import { useCertification } from '../../features/public-pages/certification/useCertification';
import { ResultNotice } from '../../features/listings/detail/ResultNotice';
import styles from '../PersonalDetail/PublicPage.module.css';

/** /user/certification-details/{id}: what the badge on certification post {id} stands for. */
export function CertificationDetailsScreen() {
  const m = useCertificationMessages();
  const id = Number(useRouteParams<'id'>().id ?? 0) || null;
  const result = useCertification(id);
  if (!id || result.status === 'error')
    return <ResultNotice result={result} missing={!id} texts={m} testId="certification" />;
  return (
    <div className={`${styles.screen} ${styles.narrow}`} aria-busy={result.status === 'loading'}>
      {result.status === 'ok' && <CertificationCard info={result.data} />}
    </div>
  );
}
