import { Fragment } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { pageWindow } from './page-window';
import styles from './Pager.module.css';

export interface PagerLabels {
  prev: string;
  next: string;
  /** The nav landmark's name. */
  nav: string;
  /** e.g. 51 → '共 51 条'; shown on wide screens when `total` is given. */
  total?: (total: number) => string;
}

/** What a page link gets: spread it on the app's link element. */
export interface PagerLinkProps {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

interface Props {
  /** 1-based. */
  page: number;
  pages: number;
  total?: number;
  labels: PagerLabels;
  /** Links (the URL carries the page): renders the app's link for a page. */
  renderLink?: (page: number, props: PagerLinkProps) => ReactElement;
  /** Buttons (the page lives in state), when there is no renderLink. */
  onChange?: (page: number) => void;
}

const Chevron = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

/**
 * Prev / page numbers / next and "page / pages". Phones show prev, the summary and next; wider layouts add
 * the numbers and the total. The ends render disabled, not hidden, so the bar never jumps.
 */
export function Pager({ page, pages, total, labels, renderLink, onChange }: Props) {
  const count = Math.max(1, pages);
  const to = (p: number, props: PagerLinkProps, key?: string | number) => {
    if (renderLink) return <Fragment key={key}>{renderLink(p, props)}</Fragment>;
    return (
      <button key={key} type="button" {...props} onClick={() => onChange?.(p)}>
        {props.children}
      </button>
    );
  };
  const step = (target: number, enabled: boolean, dir: 'prev' | 'next') => {
    const children = (
      <>
        {dir === 'prev' && <Chevron d="M15 6l-6 6 6 6" />}
        <span>{labels[dir]}</span>
        {dir === 'next' && <Chevron d="M9 6l6 6-6 6" />}
      </>
    );
    const common = {
      className: `${styles.step} ${styles[dir]}`,
      children,
      'aria-label': labels[dir],
      'data-testid': `page-${dir}`,
    };
    if (enabled) return to(target, common);
    return (
      <span {...common} className={`${common.className} ${styles.disabled}`} aria-disabled="true">
        {children}
      </span>
    );
  };
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      {step(page - 1, page > 1, 'prev')}
      <span className={styles.numbers}>
        {pageWindow(page, count).map((p, i) =>
          p === 'gap' ? (
            <span key={`g${i}`} className={styles.gap}>
              …
            </span>
          ) : p === page ? (
            <span key={p} className={`${styles.num} ${styles.current}`} aria-current="page">
              {p}
            </span>
          ) : (
            to(p, { className: styles.num, children: p }, p)
          ),
        )}
      </span>
      <span className={styles.summary}>
        <b className={styles.currentNum} data-testid="page-current">
          {page}
        </b>
        <span> / {count}</span>
        {total !== undefined && labels.total && <span className={styles.total}> · {labels.total(total)}</span>}
      </span>
      {step(page + 1, page < count, 'next')}
    </nav>
  );
}
