import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts fetching the chunk (main.tsx calls it for the landing route before React renders). */
  preload: () => Promise<unknown>;
}

/**
 * Every screen is its own chunk, so the first route only pays for itself. Screens export named components
 * (STYLE), hence the pick. The promise is memoised so preload and React share one fetch.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () => (pending ??= load().then((m) => ({ default: pick(m) })));
  return { Component: lazy(start), preload: start };
}
