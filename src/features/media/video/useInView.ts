import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** A video autoplays once at least half of it is on screen, and pauses when less is. */
export const VIDEO_VISIBLE_RATIO = 0.5;

/** Whether at least `ratio` of the element is visible; false where IntersectionObserver is missing (tap to play). */
export function useInView(ref: RefObject<Element | null>, ratio = VIDEO_VISIBLE_RATIO): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // A few players per page at most, so one observer each keeps this simple.
    const io = new IntersectionObserver(
      (records) => {
        const last = records[records.length - 1];
        if (last) setInView(last.isIntersecting && last.intersectionRatio >= ratio);
      },
      { threshold: [0, ratio] },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, ratio]);
  return inView;
}
