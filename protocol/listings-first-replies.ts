// The landing page's first replies: index.html, served for a landing route, may carry the first screen's API
// replies as the sealed bodies the API itself would answer, so the client opens them instead of sending the
// requests (docs/protocol.md, "First replies in the page"). Both sides build the lookup key here.

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_REPLIES_ID = 'first-replies';

export interface FirstReplies {
  /** The language the replies were answered in (the request field `language`). */
  lang: string;
  /** {@link firstReplyKey} → the sealed reply body, byte for byte what the API answers. */
  replies: Record<string, string>;
  /**
   * The keys of calls to `public` endpoints, whose reply is the same for every caller; the others were
   * answered as a guest, so a logged-in visitor takes only these.
   */
  shared: string[];
}

/** JSON with sorted keys (undefined values left out), so two payloads that differ only in key order are one call. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The key of a call: its endpoint path and its payload (without the common fields). */
export function firstReplyKey(path: string, payload: object): string {
  return `${path} ${stableJson(payload)}`;
}
