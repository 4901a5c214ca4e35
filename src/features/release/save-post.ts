import { editBeauty, editInfo, postBeauty, postBroker, postInfo } from '../../api/release';
import type { RequestOptions } from '../../api/request';
import type { PostDraft, SavedPost } from '../../../protocol/release';

/** Creates or edits a post through the kind's endpoint (spec names: Beauty = personal, Info = store/certification). */
export function savePost(draft: PostDraft, editId: number | null, opts?: RequestOptions): Promise<SavedPost> {
  if (editId !== null)
    return draft.kind === 'personal'
      ? editBeauty({ ...draft, id: editId }, opts)
      : editInfo({ ...draft, id: editId }, opts);
  if (draft.kind === 'personal') return postBeauty(draft, opts);
  if (draft.kind === 'broker') return postBroker(draft, opts);
  return postInfo(draft, opts);
}
