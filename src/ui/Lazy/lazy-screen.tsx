import { lazy } from 'react';
import type { ComponentType } from 'react';
import { reloadForStaleChunk } from './chunk-reload';

export interface LazyScreen<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts fetching the chunk (start.tsx calls it for the landing route before React renders; a feature on
   * the first press of what opens the part). */
  preload: () => Promise<unknown>;
}

/**
 * Every screen is its own chunk, so the first route only pays for itself. Screens export named components
 * (STYLE), hence the pick. The promise is memoised so preload and React share one fetch. A chunk that no
 * longer exists (a deploy since the page loaded) reloads the page once instead of showing the error page;
 * any other failure (offline, a dropped connection) is shown, and forgotten on retryFailedScreens (the error
 * page's retry, the connection coming back): React's lazy keeps a rejection for good, so a fresh one takes its
 * place then — not at once, or Suspense would render the fresh one straight away and fetch in a loop.
 * The shell loads its own late parts the same way (the desktop frame, dialogs, the menu's list), and so do
 * features for what only an action opens (a sheet, a player): whatever the first screen does not draw stays
 * out of its chunks.
 */
const failed = new Set<() => void>();

/** Lets every screen whose chunk failed to load fetch it again on its next render. */
export function retryFailedScreens(): void {
  for (const reset of failed) reset();
  failed.clear();
}

export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (m) => ({ default: pick(m) }),
      (err: unknown) => {
        pending = undefined;
        // The page is reloading: stay suspended rather than flash the error page first.
        if (reloadForStaleChunk(err)) return new Promise<never>(() => {});
        failed.add(() => {
          current = lazy(start);
        });
        throw err;
      },
    ));
  let current = lazy(start);
  function Screen(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return { Component: Screen, preload: start };
}
