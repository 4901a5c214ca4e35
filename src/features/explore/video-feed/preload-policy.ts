import type { VideoFeedItem } from '../../../../protocol/explore';

// What the feed loads besides the video on screen. Data use stays low: a video swiped past unwatched costs
// its poster and the first bytes fetched ahead, never the whole clip. One <video> element plays; nothing
// else decodes.

/** Slides kept mounted around the current one: the previous (swiping back shows its poster at once) and the next. */
export const SLIDE_WINDOW = { before: 1, after: 1 } as const;

/** Indexes of the slides to mount (posters decrypt as they mount). */
export function mountedSlides(index: number, length: number): number[] {
  const out: number[] = [];
  for (let i = index - SLIDE_WINDOW.before; i <= index + SLIDE_WINDOW.after; i++) if (i >= 0 && i < length) out.push(i);
  return out;
}

/**
 * The slide whose video start to fetch ahead: the next one, once the current video shows frames (never
 * competing with the first frame on screen), unless it is locked, has no video, or was fetched already.
 */
export function prefetchTarget(
  items: readonly VideoFeedItem[],
  index: number,
  currentStarted: boolean,
  fetched: ReadonlySet<string>,
): { index: number; url: string } | null {
  if (!currentStarted) return null;
  const next = items[index + 1];
  const url = next?.video?.url;
  if (!next || next.locked || !url || fetched.has(url)) return null;
  return { index: index + 1, url };
}
