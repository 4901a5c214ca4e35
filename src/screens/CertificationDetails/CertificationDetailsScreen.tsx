import { STATUS } from '../../../protocol/status';
import { useRouteParams } from '../../nav/screen-entry';
import { CertificationCard } from '../../features/certification/CertificationCard';
import { useCertificationMessages } from '../../features/certification/messages';
import { useCertification } from '../../features/certification/useCertification';
import { DetailNotice } from '../../features/detail/DetailNotice';
import { errorStatus, errorText } from '../../features/errors/error-text';
import styles from '../PersonalDetail/PublicPage.module.css';

/** /user/certification-details/{id}: what the badge on certification post {id} stands for. */
export function CertificationDetailsScreen() {
  const m = useCertificationMessages();
  const id = Number(useRouteParams<'id'>().id ?? 0) || null;
  const result = useCertification(id);
  if (!id || (result.status === 'error' && errorStatus(result.error) === STATUS.NOT_FOUND)) {
    return (
      <DetailNotice
        testId="certification-not-found"
        kind="empty"
        title={m.notFoundTitle}
        hint={m.notFoundHint}
        action={{ label: m.backHome, to: '/' }}
      />
    );
  }
  if (result.status === 'error') {
    return (
      <DetailNotice
        testId="certification-error"
        kind="error"
        title={m.errorTitle}
        hint={errorText(result.error, m.errorFallback)}
        action={{ label: m.retry, run: result.reload }}
      />
    );
  }
  return (
    <div className={`${styles.screen} ${styles.narrow}`} aria-busy={result.status === 'loading'}>
      {result.status === 'ok' && <CertificationCard info={result.data} />}
    </div>
  );
}
