/** A conversation's address; `post` names the post it is about (its card shows at the top). */
export const chatPath = (peerId: number, postId?: number): string =>
  postId === undefined ? `/chat/${peerId}` : `/chat/${peerId}?post=${postId}`;

/** The post named in a conversation's query string, or undefined. */
export function postOfQuery(query: string): number | undefined {
  const raw = new URLSearchParams(query).get('post') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
