import { useEffect, useEffectEvent, useRef } from 'react';

// Overlays the browser's Back closes before it leaves the page (image preview, dialogs, the login popup).
// Each open overlay owns one history entry on top of the page's own, at the same URL, so the router sees
// no navigation; Back pops that entry and the overlay closes instead of the page changing.

interface Layer {
  id: number;
  close: () => void;
}

const STATE_KEY = 'backLayer';
const layers: Layer[] = [];
let nextId = 1;
let listening = false;

function depthOf(state: unknown): number {
  if (state && typeof state === 'object' && STATE_KEY in state) {
    const depth = (state as Record<string, unknown>)[STATE_KEY];
    if (typeof depth === 'number') return depth;
  }
  return 0;
}

function onPopState(e: PopStateEvent): void {
  // Close every layer above the entry we landed on, topmost first.
  const depth = depthOf(e.state);
  while (layers.length > depth) layers.pop()?.close();
}

/**
 * Gives an open overlay a history entry that Back pops. Returns the release function to call when the
 * overlay closes by other means (its close button, Escape, a route change); it drops the entry again when
 * it is still the current one.
 */
export function pushBackLayer(close: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const layer = { id: nextId++, close };
  layers.push(layer);
  const depth = layers.length;
  const current: unknown = history.state;
  const base = current && typeof current === 'object' ? current : {};
  history.pushState({ ...base, [STATE_KEY]: depth }, '');
  return () => {
    const i = layers.findIndex((l) => l.id === layer.id);
    if (i < 0) return; // already closed by Back
    layers.splice(i, 1);
    if (depthOf(history.state) === depth) history.back();
  };
}

/**
 * While `open`, Back calls `close` instead of leaving the page. When the owner stops showing it for any other
 * reason (closed by its own button, unmounted, or hidden with its kept-alive screen) the entry is dropped and
 * `close` runs too, so a hidden screen never keeps an overlay open for when it comes back.
 */
export function useBackLayer(open: boolean, close: () => void): void {
  const onClose = useEffectEvent(close);
  const held = useRef<{ release: () => void; timer: number | undefined } | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const kept = held.current;
    // StrictMode runs effects twice in development: the second run keeps the entry the first one pushed.
    if (kept && kept.timer !== undefined) {
      clearTimeout(kept.timer);
      kept.timer = undefined;
    } else {
      held.current = { release: pushBackLayer(() => onClose()), timer: undefined };
    }
    return () => {
      const layer = held.current;
      if (!layer) return;
      layer.timer = window.setTimeout(() => {
        held.current = null;
        layer.release();
        onClose();
      }, 0);
    };
  }, [open]);
}
