import type { ReactNode } from 'react';
import { StateIcon } from '../StateIcon';
import type { StateKind } from '../StateIcon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** Buttons under the text. */
  action?: ReactNode;
  /** Picks the glyph and its tone; `icon` replaces the glyph. */
  kind?: StateKind;
  icon?: ReactNode;
  testId?: string;
  /** `alert` for failures, so assistive technology announces them. */
  role?: 'alert' | 'status';
  /** `card` draws the block on a card (inside forms); `plain` sits on the page. */
  look?: 'plain' | 'card';
}

/** An empty, error or placeholder state: icon, title, text and actions, centred. */
export function EmptyState({
  title,
  text,
  action,
  kind = 'empty',
  icon,
  testId,
  role,
  look = 'plain',
}: EmptyStateProps) {
  return (
    <div className={`${styles.empty} ${look === 'card' ? styles.card : ''}`} data-testid={testId} role={role}>
      <StateIcon kind={kind} size="lg" className={styles.icon}>
        {icon}
      </StateIcon>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
