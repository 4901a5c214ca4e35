import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export function EmptyState({ title, text, action, icon, testId }: { title: string; text?: string; action?: ReactNode; icon?: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <rect x="8" y="10" width="32" height="28" rx="5" />
            <path d="M8 30h9l3 4h8l3-4h9" />
          </svg>
        )}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
