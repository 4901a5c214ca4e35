import styles from './Pagination.module.css';

export interface PaginationLabels {
  prev: string;
  next: string;
  /** e.g. (2, 9) => '2 / 9'. */
  current: (page: number, count: number) => string;
  nav: string;
}

const DEFAULT_LABELS: PaginationLabels = {
  prev: '上一页',
  next: '下一页',
  current: (p, n) => `${p} / ${n}`,
  nav: '分页',
};

/** Previous / current / next. `page` is 1-based; the buttons disable at the ends. */
export function Pagination({ page, pageCount, onChange, labels = DEFAULT_LABELS }: { page: number; pageCount: number; onChange: (page: number) => void; labels?: PaginationLabels }) {
  const count = Math.max(1, pageCount);
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      <button type="button" className={styles.btn} disabled={page <= 1} onClick={() => onChange(page - 1)} data-testid="page-prev">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 6l-6 6 6 6" />
        </svg>
        <span>{labels.prev}</span>
      </button>
      <span className={styles.current} data-testid="page-current" aria-current="page">
        {labels.current(page, count)}
      </span>
      <button type="button" className={styles.btn} disabled={page >= count} onClick={() => onChange(page + 1)} data-testid="page-next">
        <span>{labels.next}</span>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </button>
    </nav>
  );
}
