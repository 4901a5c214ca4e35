import { useRouteParams } from '../../nav/screen-entry';
import { DetailSkeleton, DetailView } from '../../features/listings/detail/DetailView';
import { useDetailMessages } from '../../features/listings/detail/messages';
import { ResultNotice } from '../../features/listings/detail/ResultNotice';
import { useDetail } from '../../features/listings/detail/useDetail';
import { isPostKind } from '../../features/common/post-paths';

/** /details/<kind>/<id> for all four kinds; the route supplies `kind` (fixed per route) and `id`. */
export function DetailScreen() {
  const m = useDetailMessages();
  const params = useRouteParams<'kind' | 'id'>();
  const kind = isPostKind(params.kind) ? params.kind : null;
  const id = Number(params.id ?? 0);
  const result = useDetail(kind, id);
  const notice = <ResultNotice result={result} missing={!kind || !(id > 0)} texts={m} testId="detail" />;
  if (!kind || !(id > 0) || result.status === 'error') return notice;
  if (result.status === 'loading') return <DetailSkeleton />;
  return <DetailView post={result.data} onUnlocked={result.reload} />;
}
