import type { PostKind } from '../../../../protocol/types';
import { useQuery } from '../../common/useQuery';
import { loadEditable } from './load-editable';

/** An own post of any kind, loaded for its edit form. */
export function useEditablePost(kind: PostKind, id: number) {
  return useQuery(`edit:${kind}:${id}`, (signal) => loadEditable(kind, id, { signal }));
}
