import type { ReactNode } from 'react';
import { errorText } from '../../common/error-text';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
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

export function GridError({
  error,
  onRetry,
  testId = 'list-error',
}: {
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const m = useListingMessages();
  return (
    <EmptyState
      kind="error"
      role="alert"
      testId={testId}
      title={m.errorTitle}
      text={errorText(error, m.errorFallback)}
      action={<Button onClick={onRetry}>{m.retry}</Button>}
    />
  );
}

export function GridEmpty({ title, hint, action }: { title?: string; hint?: string; action?: ReactNode }) {
  const m = useListingMessages();
  return <EmptyState testId="list-empty" title={title ?? m.emptyTitle} text={hint ?? m.emptyHint} action={action} />;
}
