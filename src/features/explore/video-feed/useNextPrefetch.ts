import { useEffect, useRef } from 'react';
import type { VideoFeedItem } from '../../../../protocol/explore';
import { prefetchVideoStart } from '../../../api/media-prefetch';
import { mediaUrl } from '../../common/global-config';
import { isHlsUrl } from '../../media/video/media-errors';
import { prefetchTarget } from './preload-policy';

/**
 * Fetches the start of the next slide's video once the current one shows frames (preload-policy.ts), one
 * fetch at a time; leaving the feed cancels it. Each video's start is fetched once per visit.
 */
export function useNextPrefetch(items: readonly VideoFeedItem[], index: number, currentStarted: boolean): void {
  const fetched = useRef(new Set<string>());
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    if (running.current) return;
    const target = prefetchTarget(items, index, currentStarted, fetched.current);
    if (!target) return;
    const ctrl = new AbortController();
    running.current = ctrl;
    fetched.current.add(target.url);
    prefetchVideoStart(mediaUrl(target.url), isHlsUrl(target.url), ctrl.signal)
      // Failed: the element fetches the video itself if it comes on screen.
      .catch(() => undefined)
      .finally(() => {
        if (running.current === ctrl) running.current = null;
      });
  }, [items, index, currentStarted]);
  useEffect(() => () => running.current?.abort(), []);
}
