import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A shimmering placeholder block; size it with className or style. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={`${styles.block} ${className ?? ''}`} style={style} aria-hidden="true" />;
}

/** `count` placeholder rows of `height` CSS px (reference pixels), stacked, marked busy for assistive technology. */
export function SkeletonRows({ count, height, testId }: { count: number; height: number; testId?: string }) {
  return (
    <div className={styles.rows} aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} style={{ height: `calc(var(--px) * ${height})` }} />
      ))}
    </div>
  );
}
