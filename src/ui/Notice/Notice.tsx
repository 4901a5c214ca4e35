import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/**
 * A tinted message box inside a form or card: a refusal from the server, a moderator's note, a warning.
 * `title` leads in bold. Failures pass role="alert" so assistive technology reads them when they appear.
 */
export function Notice({
  tone = 'danger',
  title,
  children,
  role,
  testId,
  className,
}: {
  tone?: 'danger' | 'warning' | 'info';
  title?: ReactNode;
  children: ReactNode;
  role?: 'alert' | 'status';
  testId?: string;
  className?: string;
}) {
  return (
    <p className={[styles.notice, styles[tone], className].filter(Boolean).join(' ')} role={role} data-testid={testId}>
      {title && <strong className={styles.title}>{title}</strong>}
      {children}
    </p>
  );
}
