import type { PostKind } from '../../../protocol/types';
import { POST_KINDS } from '../../../protocol/types';

/** Desktop path of a post's detail page; the nav helpers add the /h prefix on mobile. */
export function detailPath(kind: PostKind, id: number): string {
  return `/details/${kind}/${id}`;
}

export function isPostKind(value: string | undefined): value is PostKind {
  return (POST_KINDS as readonly string[]).includes(value ?? '');
}

/** Reads kind and id from a detail path, with or without /h; null when it is not a valid detail path. */
export function parseDetailPath(path: string): { kind: PostKind; id: number } | null {
  const m = /^(?:\/h)?\/details\/([a-z]+)\/(\d{1,12})\/?$/.exec(path);
  if (!m || !isPostKind(m[1])) return null;
  return { kind: m[1], id: Number(m[2]) };
}
