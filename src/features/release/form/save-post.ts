import type { RequestOptions } from '../../../api/request';
import type { PostDraft, SavedPost } from '../../../../protocol/release';
import { request } from '../../../api/request';

/** Creates or edits a post through the kind's endpoint (spec names: Beauty = personal, Info = store/certification). */
export function savePost(draft: PostDraft, editId: number | null, opts?: RequestOptions): Promise<SavedPost> {
  if (editId !== null)
    return draft.kind === 'personal'
      ? request('/api/info/editBeauty', { ...draft, id: editId }, opts)
      : request('/api/info/editInfo', { ...draft, id: editId }, opts);
  if (draft.kind === 'personal') return request('/api/info/postBeauty', draft, opts);
  if (draft.kind === 'broker') return request('/api/info/postBroker', draft, opts);
  return request('/api/info/postInfo', draft, opts);
}
