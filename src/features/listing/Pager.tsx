import { AppLink } from '../../nav/AppLink';
import { fmt } from '../shared/fmt';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/icons';
import { useListingMessages } from './messages';
import { pageWindow } from './page-window';
import styles from './Pager.module.css';

interface Props {
  page: number;
  pages: number;
  total?: number;
  /** Desktop path of a page (the route carries the page number). */
  pathFor: (page: number) => string;
}

/** Prev / numbers / next, as links so the URL stays the state. */
export function Pager({ page, pages, total, pathFor }: Props) {
  const m = useListingMessages();
  const prev = page > 1;
  const next = page < pages;
  return (
    <nav className={styles.pager} aria-label="pagination">
      {prev ? (
        <AppLink to={pathFor(page - 1)} className={styles.step} data-testid="page-prev" aria-label={m.prev}>
          <ChevronLeftIcon />
          <span className={styles.stepText}>{m.prev}</span>
        </AppLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} data-testid="page-prev" aria-disabled="true">
          <ChevronLeftIcon />
          <span className={styles.stepText}>{m.prev}</span>
        </span>
      )}
      <span className={styles.numbers}>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <span key={`g${i}`} className={styles.gap}>
              …
            </span>
          ) : p === page ? (
            <span key={p} className={`${styles.num} ${styles.current}`} aria-current="page">
              {p}
            </span>
          ) : (
            <AppLink key={p} to={pathFor(p)} className={styles.num}>
              {p}
            </AppLink>
          ),
        )}
      </span>
      <span className={styles.summary}>
        <b className={styles.currentNum} data-testid="page-current">
          {page}
        </b>
        <span> / {pages}</span>
        {total !== undefined && <span className={styles.total}> · {fmt(m.total, { total })}</span>}
      </span>
      {next ? (
        <AppLink to={pathFor(page + 1)} className={styles.step} data-testid="page-next" aria-label={m.next}>
          <span className={styles.stepText}>{m.next}</span>
          <ChevronRightIcon />
        </AppLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} data-testid="page-next" aria-disabled="true">
          <span className={styles.stepText}>{m.next}</span>
          <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}
