import { STATUS } from '../../../protocol/status';
import { useRouteParams } from '../../nav/screen-entry';
import { DetailNotice } from '../../features/detail/DetailNotice';
import { DetailSkeleton, DetailView } from '../../features/detail/DetailView';
import { useDetailMessages } from '../../features/detail/messages';
import { useDetail } from '../../features/detail/useDetail';
import { isPostKind } from '../../features/listing/paths';
import { errorStatus, errorText } from '../../features/errors/error-text';

/** /details/<kind>/<id> for all four kinds; the route supplies `kind` (fixed per route) and `id`. */
export function DetailScreen() {
  const m = useDetailMessages();
  const params = useRouteParams<'kind' | 'id'>();
  const kind = isPostKind(params.kind) ? params.kind : null;
  const id = Number(params.id ?? 0);
  const result = useDetail(kind, id);

  if (!kind || !(id > 0) || (result.status === 'error' && errorStatus(result.error) === STATUS.NOT_FOUND)) {
    return (
      <DetailNotice
        testId="detail-not-found"
        kind="empty"
        title={m.notFoundTitle}
        hint={m.notFoundHint}
        action={{ label: m.backHome, to: '/' }}
      />
    );
  }
  if (result.status === 'error') {
    return (
      <DetailNotice
        testId="detail-error"
        kind="error"
        title={m.errorTitle}
        hint={errorText(result.error, m.errorFallback)}
        action={{ label: m.retry, run: result.reload }}
      />
    );
  }
  if (result.status === 'loading') return <DetailSkeleton />;
  return <DetailView post={result.data} onUnlocked={result.reload} />;
}
