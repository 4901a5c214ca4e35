import { getEditBeauty, getEditBroker, getEditInfo } from '../../api/release';
import type { RequestOptions } from '../../api/request';
import type { EditablePost } from '../../../protocol/release';
import type { PostKind } from '../../../protocol/types';

/** An own post for its edit form; the server refuses anyone but the owner. */
export function loadEditable(kind: PostKind, id: number, opts?: RequestOptions): Promise<EditablePost> {
  if (kind === 'personal') return getEditBeauty({ id }, opts);
  if (kind === 'broker') return getEditBroker({ id }, opts);
  return getEditInfo({ id }, opts);
}
