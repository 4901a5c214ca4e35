import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Start loading a little before an image scrolls in, so it is usually ready when seen. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

type Listener = (near: boolean) => void;
const listeners = new WeakMap<Element, Listener>();
let shared: IntersectionObserver | undefined;

// One observer for every image: a listing holds hundreds, and one observer batches their callbacks.
function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (records) => {
      for (const r of records) listeners.get(r.target)?.(r.isIntersecting);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return shared;
}

/** Whether the element is within the margin of the viewport; true where IntersectionObserver is missing. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    listeners.set(el, setNear);
    const io = observer();
    io.observe(el);
    return () => {
      io.unobserve(el);
      listeners.delete(el);
    };
  }, [ref, supported]);
  return near;
}
