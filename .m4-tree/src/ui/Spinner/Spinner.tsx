import styles from './Spinner.module.css';

export function Spinner({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={styles.wrap} role="status">
      <span className={`${styles.spinner} ${styles[size] ?? ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
