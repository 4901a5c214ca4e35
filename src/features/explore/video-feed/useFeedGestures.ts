import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { isTap, swipeDirection } from '../../../lib/gesture-swipe';

/** A wheel or trackpad turns one slide per this much scrolling, then ignores the inertia for a moment. */
const WHEEL_STEP_PX = 40;
const WHEEL_QUIET_MS = 450;

export interface FeedGestureHandlers {
  /** +1 next, -1 previous. */
  step(delta: 1 | -1): void;
  /** A tap on the stage (not on a control): play / pause. */
  tap(): void;
  /** Space / K: play / pause; M: sound. */
  key(action: 'toggle' | 'sound'): void;
}

const isControl = (t: EventTarget | null) =>
  t instanceof Element && t.closest('a, button, input, [data-no-tap]') !== null;
const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/**
 * Touch / pen / mouse drags, the wheel and the arrow keys move the feed. While a finger drags, the track
 * follows it by a style write (no React render per move); the release decides: next, previous or back.
 */
export function useFeedGestures(
  root: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  handlers: FeedGestureHandlers,
): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const ctrl = new AbortController();
    const on = { signal: ctrl.signal };
    let drag: { id: number; x: number; y: number; t: number; onControl: boolean } | null = null;

    const follow = (dy: number | null) => {
      const t = track.current;
      if (!t) return;
      t.style.transition = dy === null ? '' : 'none';
      t.style.translate = dy === null ? '' : `0 ${dy}px`;
    };

    el.addEventListener(
      'pointerdown',
      (e) => {
        if (!e.isPrimary || e.button > 0) return;
        drag = { id: e.pointerId, x: e.clientX, y: e.clientY, t: e.timeStamp, onControl: isControl(e.target) };
      },
      on,
    );
    el.addEventListener(
      'pointermove',
      (e) => {
        if (!drag || e.pointerId !== drag.id) return;
        const dy = e.clientY - drag.y;
        if (isTap(e.clientX - drag.x, dy)) return;
        if (!el.hasPointerCapture(e.pointerId)) el.setPointerCapture(e.pointerId);
        follow(dy);
      },
      on,
    );
    const end = (e: PointerEvent, cancelled: boolean) => {
      if (!drag || e.pointerId !== drag.id) return;
      const d = drag;
      drag = null;
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      follow(null);
      if (cancelled) return;
      if (isTap(dx, dy)) {
        if (!d.onControl) latest.current.tap();
        return;
      }
      const dir = swipeDirection(dy, e.timeStamp - d.t, el.clientHeight);
      if (dir) latest.current.step(dir === 'next' ? 1 : -1);
    };
    el.addEventListener('pointerup', (e) => end(e, false), on);
    el.addEventListener('pointercancel', (e) => end(e, true), on);

    let wheel = 0;
    let quietUntil = 0;
    el.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        if (e.timeStamp < quietUntil) {
          quietUntil = e.timeStamp + WHEEL_QUIET_MS; // still the same fling
          return;
        }
        wheel += e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
        if (Math.abs(wheel) < WHEEL_STEP_PX) return;
        latest.current.step(wheel > 0 ? 1 : -1);
        wheel = 0;
        quietUntil = e.timeStamp + WHEEL_QUIET_MS;
      },
      { passive: false, signal: ctrl.signal },
    );

    window.addEventListener(
      'keydown',
      (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
        const k = e.key;
        if (k === 'ArrowDown' || k === 'PageDown' || k === 'j') latest.current.step(1);
        else if (k === 'ArrowUp' || k === 'PageUp' || k === 'k') latest.current.step(-1);
        else if (k === ' ' && !isControl(e.target)) latest.current.key('toggle');
        else if (k === 'm') latest.current.key('sound');
        else return;
        e.preventDefault();
      },
      on,
    );
    return () => ctrl.abort();
  }, [root, track]);
}
