import { useEffect, useEffectEvent, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import {
  clampView,
  distance,
  doubleTapView,
  midpoint,
  overflows,
  pinchView,
  wheelZoomFactor,
  zoomAround,
} from '../../lib/gesture';
import type { Fit, PinchStart, Point, Size, View } from '../../lib/gesture';
import { isDoubleTap, isTap, lockAxis, shouldDismiss, swipeDirection } from '../../lib/gesture-swipe';
import type { Tap } from '../../lib/gesture-swipe';

export interface Drag {
  dx: number;
  dy: number;
}

export interface GestureOptions {
  viewport: Size;
  /** The current image's fitted size; null while it loads (then it cannot be panned or zoomed). */
  fit: Fit | null;
  view: View;
  /** A page turn is animating: new drags wait for it. */
  busy: boolean;
  setView(view: View, smooth: boolean): void;
  setDrag(drag: Drag, animate: boolean): void;
  step(dir: 'next' | 'prev'): void;
  close(): void;
}

type Mode = 'pending' | 'swipe' | 'dismiss' | 'pan' | 'pinch' | 'none';

interface Session {
  pointers: Map<number, Point>;
  mode: Mode;
  start: Tap;
  startView: View;
  pinch: PinchStart | null;
  onImage: boolean;
  lastTap: Tap | null;
}

const REST: Drag = { dx: 0, dy: 0 };

/**
 * Pointer gestures of the preview stage (touch and mouse alike): pinch and wheel zoom, double-tap toggle,
 * drag to pan a zoomed or long image, horizontal swipe to page, downward swipe or backdrop tap to close.
 */
export function usePreviewGestures(stage: RefObject<HTMLElement | null>, o: GestureOptions) {
  const s = useRef<Session>({
    pointers: new Map(),
    mode: 'none',
    start: { x: 0, y: 0, t: 0 },
    startView: o.view,
    pinch: null,
    onImage: false,
    lastTap: null,
  });
  const at = (e: { clientX: number; clientY: number }): Point => ({
    x: e.clientX - o.viewport.width / 2,
    y: e.clientY - o.viewport.height / 2,
  });
  const fitOr = (): Size => o.fit ?? o.viewport;

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if ((e.target as Element).closest('button')) return;
    const ss = s.current;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    ss.pointers.set(e.pointerId, at(e));
    const [a, b] = [...ss.pointers.values()];
    if (ss.pointers.size === 2 && a && b && o.fit) {
      ss.mode = 'pinch';
      ss.pinch = { view: o.view, distance: distance(a, b), mid: midpoint(a, b) };
      o.setDrag(REST, true);
    } else if (ss.pointers.size === 1) {
      ss.mode = o.busy ? 'none' : 'pending';
      ss.start = { ...at(e), t: e.timeStamp };
      ss.startView = o.view;
      ss.onImage = (e.target as Element).closest('[data-preview-img]') !== null;
    } else {
      ss.mode = 'none';
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const ss = s.current;
    if (!ss.pointers.has(e.pointerId)) return;
    const p = at(e);
    ss.pointers.set(e.pointerId, p);
    if (ss.mode === 'pinch') {
      const [a, b] = [...ss.pointers.values()];
      if (a && b && ss.pinch && o.fit)
        o.setView(pinchView(ss.pinch, distance(a, b), midpoint(a, b), o.fit, o.viewport), false);
      return;
    }
    const dx = p.x - ss.start.x;
    const dy = p.y - ss.start.y;
    if (ss.mode === 'pending') {
      const axis = lockAxis(dx, dy);
      if (!axis) return;
      const over = o.fit ? overflows(o.fit, o.view.zoom, o.viewport) : { x: false, y: false };
      if (axis === 'x' && !over.x) ss.mode = 'swipe';
      else if (axis === 'y' && !over.y) ss.mode = dy > 0 ? 'dismiss' : 'none';
      else ss.mode = 'pan';
    }
    if (ss.mode === 'swipe') o.setDrag({ dx, dy: 0 }, false);
    else if (ss.mode === 'dismiss') o.setDrag({ dx: 0, dy: Math.max(0, dy) }, false);
    else if (ss.mode === 'pan')
      o.setView(
        clampView({ ...ss.startView, x: ss.startView.x + dx, y: ss.startView.y + dy }, fitOr(), o.viewport),
        false,
      );
  };

  const finish = (e: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const ss = s.current;
    if (!ss.pointers.delete(e.pointerId)) return;
    if (ss.pointers.size > 0) {
      // Lifting one finger of a pinch ends it; the other finger does nothing until it lifts too.
      if (ss.mode === 'pinch') ss.mode = 'none';
      return;
    }
    const mode = ss.mode;
    ss.mode = 'none';
    const p = at(e);
    const dx = p.x - ss.start.x;
    const dy = p.y - ss.start.y;
    const dt = e.timeStamp - ss.start.t;
    if (mode === 'swipe') {
      const dir = cancelled ? null : swipeDirection(dx, dt, o.viewport.width);
      if (dir) o.step(dir);
      else o.setDrag(REST, true);
    } else if (mode === 'dismiss') {
      if (!cancelled && shouldDismiss(dy, dt, o.viewport.height)) o.close();
      else o.setDrag(REST, true);
    } else if (mode === 'pending' && !cancelled && isTap(dx, dy)) {
      tap({ ...p, t: e.timeStamp });
    }
  };

  const tap = (now: Tap) => {
    const ss = s.current;
    if (!ss.onImage) {
      ss.lastTap = null;
      o.close();
      return;
    }
    if (o.fit && isDoubleTap(ss.lastTap, now)) {
      ss.lastTap = null;
      o.setView(doubleTapView(o.view, now, o.fit, o.viewport), true);
    } else {
      ss.lastTap = now;
    }
  };

  // React registers wheel listeners as passive; zooming must stop the page (or the browser) from scrolling.
  const onWheel = useEffectEvent((e: WheelEvent) => {
    e.preventDefault();
    if (!o.fit || o.busy) return;
    if (o.fit.long && !e.ctrlKey) {
      o.setView(clampView({ ...o.view, x: o.view.x - e.deltaX, y: o.view.y - e.deltaY }, o.fit, o.viewport), false);
      return;
    }
    o.setView(
      zoomAround(o.view, o.view.zoom * wheelZoomFactor(e.deltaY, e.deltaMode), at(e), o.fit, o.viewport),
      false,
    );
  });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const listener = (e: WheelEvent) => onWheel(e);
    el.addEventListener('wheel', listener, { passive: false });
    return () => el.removeEventListener('wheel', listener);
  }, [stage]);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => finish(e, false),
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => finish(e, true),
  };
}
