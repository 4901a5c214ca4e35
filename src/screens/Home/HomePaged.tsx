import { useEffect } from 'react';
import { homePath, pageCount } from '../../features/common/list-query';
import type { ListState } from '../../features/common/list-query';
import { Pager } from '../../features/listings/posts/Pager';
import { usePastEnd } from '../../features/listings/posts/PastEnd';
import { PostGrid } from '../../features/listings/posts/PostGrid';
import { usePostList } from '../../features/listings/posts/usePostList';

/** Desktop home: one page at a time with numbered pagination; the URL carries the page. */
export function HomePaged({ state, onTotal }: { state: ListState; onTotal: (total: number | undefined) => void }) {
  const result = usePostList(state);
  const data = result.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const pastEnd = !!data && data.list.length === 0 && state.page > 1;
  const pathFor = (page: number) => homePath({ ...state, page });
  const past = usePastEnd(pathFor(1));
  const total = data?.total;
  useEffect(() => onTotal(total), [onTotal, total]);

  return (
    <>
      <PostGrid
        result={result}
        {...(pastEnd && { emptyTitle: past.title, emptyHint: past.hint, emptyAction: past.action })}
      />
      {data && data.list.length > 0 && <Pager page={state.page} pages={pages} total={data.total} pathFor={pathFor} />}
    </>
  );
}
