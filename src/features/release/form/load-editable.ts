import type { RequestOptions } from '../../../api/request';
import type { EditablePost } from '../../../../protocol/release';
import type { PostKind } from '../../../../protocol/types';
import { request } from '../../../api/request';

/** An own post for its edit form; the server refuses anyone but the owner. */
export function loadEditable(kind: PostKind, id: number, opts?: RequestOptions): Promise<EditablePost> {
  if (kind === 'personal') return request('/api/info/getEditBeauty', { id }, opts);
  if (kind === 'broker') return request('/api/info/getEditBroker', { id }, opts);
  return request('/api/info/getEditInfo', { id }, opts);
}
