// Warms the HTTP cache with the start of the video the viewer will most likely watch next, so a swipe shows
// its first frame without a round trip for the container header or the first segment. Only the start: a
// video swiped past unwatched costs these bytes and no more. Media are served immutable, so the element (or
// hls.js) reads them from the cache.

/** Bytes of an mp4 fetched ahead: the header (faststart) and the first second or two at feed bitrates. */
export const MP4_PRELOAD_BYTES = 192 * 1024;

/** The first media segment a playlist names (a variant playlist's first segment, or its first variant's). */
export function firstPlaylistEntry(playlist: string, base: string): string | null {
  const line = playlist
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#'));
  return line ? new URL(line, base).href : null;
}

async function fetchBytes(url: string, signal: AbortSignal, range?: string): Promise<Response> {
  const res = await fetch(url, { signal, headers: range ? { Range: range } : undefined, credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res;
}

/**
 * Fetches the start of `url` (mp4: the first MP4_PRELOAD_BYTES; HLS: the playlist and its first segment, one
 * level of master playlist followed) into the HTTP cache.
 * @returns the bytes fetched.
 * @throws on a network error, an HTTP error, or an abort.
 */
export async function prefetchVideoStart(url: string, hls: boolean, signal: AbortSignal): Promise<number> {
  if (!hls) {
    const res = await fetchBytes(url, signal, `bytes=0-${MP4_PRELOAD_BYTES - 1}`);
    return (await res.arrayBuffer()).byteLength;
  }
  let bytes = 0;
  let playlistUrl = new URL(url, window.location.href).href;
  for (let depth = 0; depth < 2; depth++) {
    const text = await (await fetchBytes(playlistUrl, signal)).text();
    bytes += text.length;
    const entry = firstPlaylistEntry(text, playlistUrl);
    if (entry === null) return bytes;
    if (!/\.m3u8(?:[?#].*)?$/i.test(entry)) {
      return bytes + (await (await fetchBytes(entry, signal)).arrayBuffer()).byteLength;
    }
    playlistUrl = entry;
  }
  return bytes;
}
