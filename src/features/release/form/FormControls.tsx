import type { ReactNode } from 'react';
import styles from './ReleaseForm.module.css';

/** A titled card of the release form. */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h2>{title}</h2>
        {aside}
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
