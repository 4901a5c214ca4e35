import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bootImageNow } from './boot-image';
import { loadImage, promoteImage } from './image-loader';
import { settleImage } from './image-stage';
import type { ImageStage } from './image-stage';
import { observedWidth, useViewportPlace } from './near-viewport';
import type { RefObject } from 'react';

interface State {
  src: string | null;
  stage: ImageStage;
  objectUrl: string | undefined;
}

function initial(src: string | null): State {
  // No image at all shows the fallback straight away; it is not a failure worth logging.
  if (!src) return { src, stage: 'error', objectUrl: undefined };
  // The boot shell already shows this picture: keep it on screen rather than flash the placeholder. The
  // load still runs and, its URL adopted by the cache, confirms the same object URL.
  const boot = bootImageNow(src);
  return boot ? { src, stage: 'loaded', objectUrl: boot } : { src, stage: 'placeholder', objectUrl: undefined };
}

/**
 * The box the image fills, in CSS px, when the caller did not say (0 before layout: then the original): as the
 * viewport observers saw it (a load starts only once they have reported), else read from the layout.
 */
function slotWidth(el: Element | null): number | undefined {
  const seen = observedWidth(el) ?? 0;
  const w = seen > 0 ? seen : (el?.getBoundingClientRect().width ?? 0);
  return w > 0 ? Math.ceil(w) : undefined;
}

/**
 * Spec §4 image stages for one encrypted image: placeholder until it is near the viewport and decrypted in
 * the media worker (on-screen images jump the queue), decoded off the main thread, then the object URL —
 * or the fallback on failure. Leaving the viewport before the image arrives, or unmounting, cancels the
 * fetch; unmounting (or hiding) a loaded image releases it to the LRU.
 * @param width slot width in CSS px for the variant choice; measured from the element when left out.
 */
export function useEncryptedImage(src: string | null, ref: RefObject<Element | null>, width?: number): State {
  const where = useViewportPlace(ref);
  const [state, setState] = useState<State>(() => initial(src));
  const loading = useRef<AbortController | null>(null);

  // Reset during render on a new src, so the old image never shows under the new one's alt text.
  let current = state;
  if (state.src !== src) {
    current = initial(src);
    setState(current);
  }
  const failed = current.stage === 'error';
  // A loaded image stays wanted off screen (it holds its pin while mounted); a pending one does not.
  const wanted = where !== 'far' || current.stage === 'loaded';
  const visible = where === 'visible';
  // Read by the load effect for the starting priority without making visibility restart the load.
  const visibleNow = useRef(visible);
  useLayoutEffect(() => {
    visibleNow.current = visible;
  });

  useEffect(() => {
    if (!src || !wanted || failed) return;
    const ctrl = new AbortController();
    loading.current = ctrl;
    const priority = visibleNow.current ? 'visible' : 'near';
    settleImage(() => loadImage(src, { signal: ctrl.signal, width: width ?? slotWidth(ref.current), priority })).then(
      (done) => {
        if (ctrl.signal.aborted) return;
        if (done.stage === 'error') console.warn('[EncryptedImage] load failed, showing fallback:', src, done.error);
        const next: State =
          done.stage === 'loaded'
            ? { src, stage: 'loaded', objectUrl: done.objectUrl }
            : { src, stage: 'error', objectUrl: undefined };
        setState((s) => (s.src === src && (s.stage !== next.stage || s.objectUrl !== next.objectUrl) ? next : s));
      },
      () => {}, // cancelled: the next effect run (if any) starts again
    );
    return () => {
      loading.current = null;
      ctrl.abort();
    };
  }, [src, wanted, failed, width, ref]);

  useEffect(() => {
    if (visible && loading.current && current.stage === 'placeholder') promoteImage(loading.current.signal);
  }, [visible, current.stage]);

  return current;
}
