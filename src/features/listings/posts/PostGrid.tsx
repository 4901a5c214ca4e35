import type { ReactNode } from 'react';
import type { Page, PostCard as Post } from '../../../../protocol/types';
import type { QueryState } from '../../common/useQuery';
import { GridEmpty, GridError, GridSkeleton } from './GridStates';
import { VirtualPostGrid } from './VirtualPostGrid';

interface Props {
  result: QueryState<Page<Post>> & { reload: () => void };
  emptyTitle?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
}

/** One page of cards with its loading skeletons, empty state and error state (with retry). */
export function PostGrid({ result, emptyTitle, emptyHint, emptyAction }: Props) {
  if (result.status === 'loading') return <GridSkeleton />;
  if (result.status === 'error') return <GridError error={result.error} onRetry={result.reload} />;
  const list = result.data.list;
  if (!list.length) return <GridEmpty title={emptyTitle} hint={emptyHint} action={emptyAction} />;
  return <VirtualPostGrid posts={list} />;
}
