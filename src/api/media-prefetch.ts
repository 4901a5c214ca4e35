// Warms the HTTP cache with the start of a video: the playlists and the first segment of the rung the player
// will start on (or an mp4's first bytes), so its first frame waits for no round trip the player could not
// start earlier. Only the start: a video swiped past unwatched costs these bytes and no more. Media are
// served immutable, so the element (or hls.js) reads them from the cache.

/** Bytes of an mp4 fetched ahead: the header (faststart) and the first second or two at feed bitrates. */
export const MP4_PRELOAD_BYTES = 192 * 1024;

/** One rendition a master playlist offers (#EXT-X-STREAM-INF and the URI line after it). */
export interface PlaylistVariant {
  url: string;
  bandwidth: number;
  width: number | null;
  height: number | null;
}

const lines = (playlist: string) => playlist.split(/\r?\n/).map((l) => l.trim());

/** The first entry a playlist names (a media playlist's first segment, or a master playlist's first variant). */
export function firstPlaylistEntry(playlist: string, base: string): string | null {
  const line = lines(playlist).find((l) => l !== '' && !l.startsWith('#'));
  return line ? new URL(line, base).href : null;
}

/** The variants of a master playlist, in its order; empty for a media playlist. */
export function playlistVariants(playlist: string, base: string): PlaylistVariant[] {
  const out: PlaylistVariant[] = [];
  let pending: Omit<PlaylistVariant, 'url'> | null = null;
  for (const line of lines(playlist)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const bandwidth = /[:,]BANDWIDTH=(\d+)/.exec(line);
      const size = /[:,]RESOLUTION=(\d+)x(\d+)/.exec(line);
      pending = {
        bandwidth: bandwidth ? Number(bandwidth[1]) : 0,
        width: size ? Number(size[1]) : null,
        height: size ? Number(size[2]) : null,
      };
    } else if (pending && line !== '' && !line.startsWith('#')) {
      out.push({ url: new URL(line, base).href, ...pending });
      pending = null;
    }
  }
  return out;
}

/** The segments fetched ahead, newest last; a player's own request for one is answered by the HTTP cache. */
const prefetched: string[] = [];
const PREFETCHED_KEPT = 16;

function remember(segment: string): void {
  if (prefetched.includes(segment)) return;
  prefetched.push(segment);
  if (prefetched.length > PREFETCHED_KEPT) prefetched.shift();
}

/**
 * Whether `url` is a segment fetched ahead: its download time in the player measures the HTTP cache, not the
 * network, and must not teach the player's bandwidth estimate.
 */
export function wasPrefetched(url: string): boolean {
  return prefetched.includes(new URL(url, window.location.href).href);
}

/** Picks the variant the player will start on from a master playlist's variants (see startVariant). */
export type VariantChoice = (variants: readonly PlaylistVariant[]) => PlaylistVariant | undefined;

async function fetchBytes(url: string, signal: AbortSignal, range?: string): Promise<Response> {
  const res = await fetch(url, { signal, headers: range ? { Range: range } : undefined, credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res;
}

/**
 * Fetches the start of `url` into the HTTP cache — mp4: its first MP4_PRELOAD_BYTES; HLS: the master playlist,
 * the media playlist of the variant `choose` names (the first listed without it), and that playlist's first
 * segment. Never more than one segment.
 * @returns the bytes fetched.
 * @throws on a network error, an HTTP error, or an abort.
 */
export async function prefetchVideoStart(
  url: string,
  hls: boolean,
  signal: AbortSignal,
  choose: VariantChoice = (variants) => variants[0],
): Promise<number> {
  if (!hls) {
    const res = await fetchBytes(url, signal, `bytes=0-${MP4_PRELOAD_BYTES - 1}`);
    return (await res.arrayBuffer()).byteLength;
  }
  let bytes = 0;
  let playlistUrl = new URL(url, window.location.href).href;
  // A master playlist, then one of its media playlists: two levels at most.
  for (let depth = 0; depth < 2; depth++) {
    const text = await (await fetchBytes(playlistUrl, signal)).text();
    bytes += text.length;
    const variants = playlistVariants(text, playlistUrl);
    if (variants.length > 0) {
      const variant = choose(variants);
      if (!variant) return bytes;
      playlistUrl = variant.url;
      continue;
    }
    const segment = firstPlaylistEntry(text, playlistUrl);
    if (segment === null) return bytes;
    const length = (await (await fetchBytes(segment, signal)).arrayBuffer()).byteLength;
    remember(segment);
    return bytes + length;
  }
  return bytes;
}
