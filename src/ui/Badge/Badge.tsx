import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'pink' | 'gold';

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  tone?: BadgeTone;
  /** soft = tinted fill; outline = dark fill with a tinted label (over photos, beside other badges). */
  look?: 'soft' | 'outline';
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A small pill naming a kind, status or tier. */
export function Badge({ tone = 'neutral', look = 'soft', icon, children, testId, className, ...rest }: BadgeProps) {
  return (
    <span
      className={[styles.badge, styles[look], styles[tone], className].filter(Boolean).join(' ')}
      data-testid={testId}
      {...rest}
    >
      {icon}
      {children}
    </span>
  );
}
