import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { VideoFeedItem } from '../../../../protocol/explore';
import { prefetchVideoStart } from '../../../api/media-prefetch';
import { mediaUrl } from '../../common/global-config';
import { isHlsUrl } from '../../media/video/media-errors';
import { downlinkHint, firstEstimateBps, playerBoxPx, startVariant } from '../../media/video/start-rung';
import { prefetchTarget } from './preload-policy';

/**
 * Fetches the start of the next slide's video once the current one shows frames (preload-policy.ts), one
 * fetch at a time; leaving the feed cancels it. Each video's start is fetched once per visit. Of a ladder,
 * only the first segment of the rung the shared player will start on (its poster loads with its slide).
 */
export function useNextPrefetch(
  items: readonly VideoFeedItem[],
  index: number,
  currentStarted: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
): void {
  const fetched = useRef(new Set<string>());
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    if (running.current) return;
    const target = prefetchTarget(items, index, currentStarted, fetched.current);
    if (!target) return;
    const ctrl = new AbortController();
    running.current = ctrl;
    fetched.current.add(target.url);
    const estimate = firstEstimateBps(downlinkHint());
    const video = videoRef.current;
    const choose = (variants: Parameters<typeof startVariant>[0]) =>
      startVariant(variants, estimate, video ? playerBoxPx(video) : 0);
    prefetchVideoStart(mediaUrl(target.url), isHlsUrl(target.url), ctrl.signal, choose)
      // Failed: the element fetches the video itself if it comes on screen.
      .catch(() => undefined)
      .finally(() => {
        if (running.current === ctrl) running.current = null;
      });
  }, [items, index, currentStarted, videoRef]);
  useEffect(() => () => running.current?.abort(), []);
}
