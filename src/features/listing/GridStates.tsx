import type { ReactNode } from 'react';
import { errorText } from '../errors/error-text';
import { useListingMessages } from './messages';
import styles from './PostGrid.module.css';

const SKELETONS = 10;

export function GridSkeleton({ count = SKELETONS }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <div className={styles.skMedia} />
          <div className={styles.skLine} />
          <div className={`${styles.skLine} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}

export function GridError({ error, onRetry, testId = 'list-error' }: { error: unknown; onRetry: () => void; testId?: string }) {
  const m = useListingMessages();
  return (
    <div className={styles.state} data-testid={testId} role="alert">
      <div className={styles.stateIcon}>!</div>
      <div className={styles.stateTitle}>{m.errorTitle}</div>
      <div className={styles.stateHint}>{errorText(error, m.errorFallback)}</div>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  );
}

export function GridEmpty({ title, hint, action }: { title?: string; hint?: string; action?: ReactNode }) {
  const m = useListingMessages();
  return (
    <div className={styles.state} data-testid="list-empty">
      <div className={styles.stateIcon}>∅</div>
      <div className={styles.stateTitle}>{title ?? m.emptyTitle}</div>
      <div className={styles.stateHint}>{hint ?? m.emptyHint}</div>
      {action}
    </div>
  );
}
