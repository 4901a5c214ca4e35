import type { ReactNode } from 'react';
import styles from './ReleasePage.module.css';

/**
 * Frame of the release screens: heading, then the body. The shell's top bar already has back and the
 * route title, so on phones the heading repeats the title only when it says more (editing).
 */
export function ReleasePage({ title, subtitle, children, testId, titleOnPhone = false }: { title: string; subtitle?: string; children: ReactNode; testId: string; titleOnPhone?: boolean }) {
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
export function ReleaseNotice({ icon, title, hint, action, testId }: { icon: string; title: string; hint: string; action?: { label: string; run: () => void }; testId: string }) {
  return (
    <div className={styles.notice} data-testid={testId} role="alert">
      <div className={styles.noticeIcon} aria-hidden="true">
        {icon}
      </div>
      <h2>{title}</h2>
      <p>{hint}</p>
      {action && (
        <button type="button" className={styles.noticeBtn} onClick={action.run}>
          {action.label}
        </button>
      )}
    </div>
  );
}

export function ReleaseSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="release-loading">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={styles.skRow} />
      ))}
    </div>
  );
}
