import { useEffect, useRef, useState } from 'react';
import { loadImage } from '../../worker-bridge/media';
import { mediaUrl } from '../app-config/global-config';
import { createObjectUrlCache } from './object-url-cache';
import { useNearViewport } from './near-viewport';
import type { RefObject } from 'react';

/** Decoded images kept as object URLs; enough for a few screens of cards and a gallery. */
export const IMAGE_CACHE_MAX = 120;

export const imageCache = createObjectUrlCache({ max: IMAGE_CACHE_MAX, load: loadImage });

export type ImageStage = 'placeholder' | 'loaded' | 'error';

interface State {
  src: string | null;
  stage: ImageStage;
  objectUrl: string | undefined;
}

function initial(src: string | null): State {
  // No image at all shows the fallback straight away; it is not a failure worth logging.
  return { src, stage: src ? 'placeholder' : 'error', objectUrl: undefined };
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

/**
 * Spec §4 image stages for one encrypted image: placeholder until it is near the viewport and decrypted in
 * the media worker, then the object URL, or the fallback on failure. Leaving the viewport before the image
 * arrives, or unmounting, cancels the fetch.
 */
export function useEncryptedImage(src: string | null, ref: RefObject<Element | null>): State {
  const near = useNearViewport(ref);
  const [state, setState] = useState<State>(() => initial(src));
  const pinned = useRef<string | null>(null);

  // Reset during render on a new src, so the old image never shows under the new one's alt text.
  let current = state;
  if (state.src !== src) {
    current = initial(src);
    setState(current);
  }
  const waiting = current.stage === 'placeholder';

  useEffect(() => {
    if (!src || !near || !waiting) return;
    const url = mediaUrl(src);
    const ctrl = new AbortController();
    imageCache.acquire(url, ctrl.signal).then(
      (objectUrl) => {
        // Resolved just as the effect was torn down: hand the pin straight back.
        if (ctrl.signal.aborted) return imageCache.release(url);
        pinned.current = url;
        setState((s) => (s.src === src ? { src, stage: 'loaded', objectUrl } : s));
      },
      (err: unknown) => {
        if (ctrl.signal.aborted || isAbort(err)) return;
        console.warn('[EncryptedImage] load failed, showing fallback:', url, err);
        setState((s) => (s.src === src ? { src, stage: 'error', objectUrl: undefined } : s));
      },
    );
    return () => ctrl.abort();
  }, [src, near, waiting]);

  // The pin lasts as long as this src is shown here.
  useEffect(
    () => () => {
      if (pinned.current) imageCache.release(pinned.current);
      pinned.current = null;
    },
    [src],
  );

  return current;
}
