import type { ReactNode } from 'react';
import { LockIcon } from './icons';
import styles from './PasswordPage.module.css';

interface Props {
  title: string;
  testId: string;
  children: ReactNode;
}

/** The phone page around a password form (change, reset): a lock, the title, the form on a card. */
export function PasswordPage({ title, testId, children }: Props) {
  return (
    <div className={styles.screen} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <LockIcon />
        </span>
        <h1>{title}</h1>
      </header>
      <div className={styles.card}>{children}</div>
    </div>
  );
}
