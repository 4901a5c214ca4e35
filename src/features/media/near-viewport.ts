import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { NEAR_VIEWPORT_MARGIN } from './limits';

/** far: leave it alone; near: within the margin, load it; visible: on screen, load it first. */
export type ViewportPlace = 'far' | 'near' | 'visible';

interface Listener {
  near: boolean;
  visible: boolean;
  set: (place: ViewportPlace) => void;
}

const listeners = new WeakMap<Element, Listener>();
/** Each observed element's width as the observers last saw it: the box size, without a layout read of ours. */
const widths = new WeakMap<Element, number>();

/**
 * The element's width in CSS px as the viewport observers last reported it, or undefined before their first
 * report. An observer's entry carries the box the browser laid out for its own check, so a caller choosing an
 * image variant reads it here instead of `getBoundingClientRect`, which would force the layout of whatever the
 * commit just added (a whole detail page) inside the script's task.
 */
export function observedWidth(el: Element | null): number | undefined {
  return el ? widths.get(el) : undefined;
}

/** Keeps what an observer entry says of its element's box. */
export function noteEntry(entry: Pick<IntersectionObserverEntry, 'target' | 'boundingClientRect'>): void {
  widths.set(entry.target, entry.boundingClientRect.width);
}
let nearObserver: IntersectionObserver | undefined;
let visibleObserver: IntersectionObserver | undefined;

function place(l: Listener): ViewportPlace {
  return l.visible ? 'visible' : l.near ? 'near' : 'far';
}

// Two observers for every image (a listing holds hundreds; shared observers batch their callbacks).
function observers(): [IntersectionObserver, IntersectionObserver] {
  nearObserver ??= new IntersectionObserver(
    (records) => {
      for (const r of records) {
        noteEntry(r);
        const l = listeners.get(r.target);
        if (!l) continue;
        l.near = r.isIntersecting;
        l.set(place(l));
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  visibleObserver ??= new IntersectionObserver((records) => {
    for (const r of records) {
      noteEntry(r);
      const l = listeners.get(r.target);
      if (!l) continue;
      l.visible = r.isIntersecting;
      l.set(place(l));
    }
  });
  return [nearObserver, visibleObserver];
}

/** Where the element is relative to the viewport; 'visible' where IntersectionObserver is missing. */
export function useViewportPlace(ref: RefObject<Element | null>): ViewportPlace {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [where, setWhere] = useState<ViewportPlace>(supported ? 'far' : 'visible');
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    listeners.set(el, { near: false, visible: false, set: setWhere });
    const all = observers();
    for (const io of all) io.observe(el);
    // No state is set here: an unmounted image's state is gone anyway, and a hidden (kept-alive) one is told its
    // place by the observers as soon as it is shown again. A reset to 'far' from the cleanup was one update per
    // image each time a screen was hidden — dozens in one commit for a listing, on every navigation.
    return () => {
      for (const io of all) io.unobserve(el);
      listeners.delete(el);
      widths.delete(el);
    };
  }, [ref, supported]);
  return where;
}
