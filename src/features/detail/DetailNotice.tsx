import { AppLink } from '../../nav/AppLink';
import styles from './DetailView.module.css';

interface Props {
  icon: string;
  title: string;
  hint: string;
  action: { label: string; to: string } | { label: string; run: () => void };
  testId: string;
}

/** Not-found and error states of the detail page. */
export function DetailNotice({ icon, title, hint, action, testId }: Props) {
  return (
    <div className={styles.notice} data-testid={testId} role={testId === 'detail-error' ? 'alert' : undefined}>
      <div className={styles.noticeIcon}>{icon}</div>
      <h2>{title}</h2>
      <p>{hint}</p>
      {'to' in action ? (
        <AppLink to={action.to} className={styles.noticeBtn}>
          {action.label}
        </AppLink>
      ) : (
        <button type="button" className={styles.noticeBtn} onClick={action.run}>
          {action.label}
        </button>
      )}
    </div>
  );
}
