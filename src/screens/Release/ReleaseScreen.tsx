import { useMemo } from 'react';
import { useRouteParams, useScreenEntry } from '../../nav/screen-entry';
import { isPostKind } from '../../features/common/post-paths';
import { draftFromEditable } from '../../features/release/form/draft';
import { useDraftStart, useFocusField } from '../../features/release/form/useDeviceDraft';
import { useReleaseMessages } from '../../features/release/form/messages';
import { ReleaseForm } from '../../features/release/form/ReleaseForm';
import { ReleaseNotice, ReleasePage, ReleaseSkeleton } from '../../features/release/form/ReleasePage';
import { errorText } from '../../features/common/error-text';
import { useEditablePost } from '../../features/release/form/useEditablePost';
import type { PostKind } from '../../../protocol/types';

/** /release/<personal|store|broker>/{id}: a new post without id, the owner's edit form with one. */
export function ReleaseScreen() {
  const params = useRouteParams<'kind' | 'id'>();
  const kind: PostKind = isPostKind(params.kind) ? params.kind : 'store';
  const id = Number(params.id ?? 0);
  return id > 0 ? <EditRelease kind={kind} id={id} /> : <NewRelease kind={kind} />;
}

/** A new post: empty, or the device draft named by `?draft=` (continued from the creation hub). */
function NewRelease({ kind }: { kind: PostKind }) {
  const { url } = useScreenEntry();
  return <NewReleaseForm key={kind} kind={kind} url={url} />;
}

function NewReleaseForm({ kind, url }: { kind: PostKind; url: string }) {
  const m = useReleaseMessages();
  const { draftId, initial } = useDraftStart(kind, url);
  useFocusField(url);
  return (
    <ReleasePage testId="release-screen" title={m[`titleNew_${kind}`]} subtitle={m.subtitleNew}>
      <ReleaseForm initial={initial} editId={null} draftId={draftId} />
    </ReleasePage>
  );
}

export function EditRelease({ kind, id }: { kind: PostKind; id: number }) {
  const m = useReleaseMessages();
  const post = useEditablePost(kind, id);
  const initial = useMemo(() => (post.data ? draftFromEditable(post.data) : null), [post.data]);
  return (
    <ReleasePage testId="release-screen" title={m.titleEdit} subtitle={m.subtitleEdit} titleOnPhone>
      {post.status === 'loading' && <ReleaseSkeleton />}
      {post.status === 'error' && (
        <ReleaseNotice
          testId="release-load-error"
          title={m.loadFailed}
          hint={errorText(post.error, m.failed)}
          action={{ label: m.retry, run: post.reload }}
        />
      )}
      {post.data && initial && (
        <ReleaseForm
          key={post.data.id}
          initial={initial}
          editId={post.data.id}
          currentVideo={post.data.video}
          reviewNote={post.data.reviewNote}
        />
      )}
    </ReleasePage>
  );
}
