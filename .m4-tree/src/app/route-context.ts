import { createContext } from 'react';
import type { RouteDef } from './routes';
import type { RouteParams } from '../lib/route-params';

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
