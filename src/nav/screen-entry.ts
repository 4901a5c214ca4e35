import { createContext, useContext } from 'react';
import type { RouteDef } from './routes';
import type { RouteParams } from './routes';

export interface ScreenEntry {
  /** route name + params: identifies a kept-alive screen. */
  key: string;
  route: RouteDef;
  params: RouteParams;
  /** The path (with query) the entry was opened at. */
  url: string;
}

/**
 * Each mounted screen gets its own entry, so a hidden kept-alive screen keeps reading the params it was
 * opened with instead of the current URL's.
 */
export const ScreenContext = createContext<ScreenEntry | null>(null);

/** The screen's own entry (route + params); throws outside a routed screen. */
export function useScreenEntry(): ScreenEntry {
  const entry = useContext(ScreenContext);
  if (!entry) throw new Error('useScreenEntry outside a routed screen');
  return entry;
}

/**
 * The params of the route this screen was opened at (digits-only codes already checked by the route table;
 * detail routes add `kind`). Segments are decodeURI'd like wouter's, so a keyword may still need
 * decodeURIComponent.
 */
export function useRouteParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return (useContext(ScreenContext)?.params ?? {}) as RouteParams as Readonly<Partial<Record<K, string>>>;
}

/** The query string (with its `?`, or '') of the URL this screen was opened at. */
export function useScreenQuery(): string {
  const url = useContext(ScreenContext)?.url ?? '';
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i).split('#')[0]!;
}
