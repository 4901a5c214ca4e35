import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import type { StateKind } from '../../../ui/StateIcon';
import { SkeletonRows } from '../../../ui/Skeleton';
import styles from './ReleasePage.module.css';

/**
 * Frame of the release screens: heading, then the body. The shell's top bar already has back and the
 * route title, so on phones the heading repeats the title only when it says more (editing).
 */
export function ReleasePage({
  title,
  subtitle,
  children,
  testId,
  titleOnPhone = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
  titleOnPhone?: boolean;
}) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.head}>
        <h1 className={`${styles.title} ${titleOnPhone ? '' : styles.desktopOnly}`}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}

/** Loading failures, refusals and "not allowed" states. */
export function ReleaseNotice({
  kind = 'error',
  title,
  hint,
  action,
  testId,
}: {
  kind?: StateKind;
  title: string;
  hint: string;
  action?: { label: string; run: () => void };
  testId: string;
}) {
  return (
    <EmptyState
      look="card"
      role="alert"
      kind={kind}
      testId={testId}
      title={title}
      text={hint}
      action={
        action && (
          <Button variant="primary" onClick={action.run}>
            {action.label}
          </Button>
        )
      }
    />
  );
}

export function ReleaseSkeleton() {
  return <SkeletonRows count={5} height={64} testId="release-loading" />;
}
