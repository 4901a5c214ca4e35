import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { SkeletonRows } from '../../../ui/Skeleton';
import { errorText } from '../../common/error-text';
import { useWalletMessages } from './messages';
import styles from './Money.module.css';

interface Props<T> {
  title?: string;
  testId: string;
  list: {
    status: 'loading' | 'ok' | 'error';
    data: { list: T[]; total: number } | undefined;
    error: unknown;
    reload: () => void;
    page: number;
    pages: number;
    setPage: (page: number) => void;
  };
  empty: { title: string; text: string; action?: ReactNode };
  children: (items: T[]) => ReactNode;
}

/** A card holding one page of a money list with its loading, error and empty states and the pager. */
export function PagedCard<T>({ title, testId, list, empty, children }: Props<T>) {
  const m = useWalletMessages();
  return (
    <section className={styles.card} data-testid={testId}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {list.status === 'loading' && <SkeletonRows count={3} height={48} />}
      {list.status === 'error' && (
        <EmptyState
          kind="error"
          role="alert"
          title={m.loadFailed}
          text={errorText(list.error, m.loadFailed)}
          action={<Button onClick={list.reload}>{m.retry}</Button>}
        />
      )}
      {list.data && list.data.list.length === 0 && (
        <EmptyState testId={`${testId}-empty`} title={empty.title} text={empty.text} action={empty.action} />
      )}
      {list.data && list.data.list.length > 0 && children(list.data.list)}
      {list.data && list.pages > 1 && (
        <Pager
          page={list.page}
          pages={list.pages}
          total={list.data.total}
          labels={{ prev: m.prev, next: m.next, nav: m.pager, total: m.total }}
          onChange={list.setPage}
        />
      )}
    </section>
  );
}
