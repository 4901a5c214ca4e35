import type { ReactNode } from 'react';
import styles from './StateIcon.module.css';

export type StateKind = 'empty' | 'error' | 'success' | 'warning' | 'info' | 'loading' | 'soon' | 'retry';

const PATHS: Record<Exclude<StateKind, 'loading'>, ReactNode> = {
  empty: (
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <path d="M3.5 14h4.5l1.5 2h5l1.5-2h4.5" />
    </>
  ),
  error: (
    <>
      <path d="M12 7.5v6" />
      <path d="M12 17h.01" />
      <circle cx="12" cy="12" r="9" />
    </>
  ),
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  warning: (
    <>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  soon: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />,
  retry: <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />,
};

const TONE: Record<StateKind, string> = {
  empty: 'accent',
  error: 'danger',
  success: 'success',
  warning: 'warning',
  info: 'accent',
  loading: 'accent',
  soon: 'accent',
  retry: 'warning',
};

/**
 * The round, tinted glyph that heads an empty, error, success, warning or loading state. Decorative: the
 * state's title says what it means. `children` replaces the glyph (a feature's own icon) and keeps the tone.
 */
export function StateIcon({
  kind,
  size = 'md',
  children,
  className,
}: {
  kind: StateKind;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={[styles.icon, styles[TONE[kind]], styles[size], className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-state-icon={kind}
    >
      {kind === 'loading' ? (
        <span className={styles.spinner} />
      ) : (
        (children ?? (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {PATHS[kind]}
          </svg>
        ))
      )}
    </span>
  );
}
