import { proxy } from 'valtio';
import { NAV_HISTORY_MAX } from '../../protocol/constants';

export interface VisitedRoute {
  name: string;
  path: string;
  /** The tab history entry it was shown in, as app entries below it (nav/back-depth.ts). */
  depth: number;
}

export interface HistoryState {
  records: VisitedRoute[];
}

export const navHistory = proxy<HistoryState>({ records: [] });

export function recordVisit(route: VisitedRoute): void {
  const last = navHistory.records[navHistory.records.length - 1];
  if (last && last.path === route.path) return;
  navHistory.records.push(route);
  if (navHistory.records.length > NAV_HISTORY_MAX)
    navHistory.records.splice(0, navHistory.records.length - NAV_HISTORY_MAX);
}

/**
 * The previous visited route (spec §2 back action), removing the current one; undefined when there is none.
 * Routes named in `skip` are passed over (and removed) on the way.
 */
export function popPrevious(skip: readonly string[] = []): VisitedRoute | undefined {
  if (navHistory.records.length < 2) return undefined;
  navHistory.records.pop();
  while (navHistory.records.length > 1 && skip.includes(navHistory.records[navHistory.records.length - 1]!.name)) {
    navHistory.records.pop();
  }
  const prev = navHistory.records[navHistory.records.length - 1];
  return prev && !skip.includes(prev.name) ? prev : undefined;
}

/**
 * {@link popPrevious}, and how many entries back the tab's history (the current entry at depth `here`) still
 * holds that route: null when it is not below, or a route visited after it replaced its entry or went below it.
 */
export function popPreviousEntry(
  skip: readonly string[],
  here: number,
): { route: VisitedRoute | undefined; back: number | null } {
  const before = navHistory.records.slice();
  const route = popPrevious(skip);
  if (!route) return { route, back: null };
  const passed = before.slice(navHistory.records.length);
  const held = route.depth < here && passed.every((r) => r.depth > route.depth);
  return { route, back: held ? here - route.depth : null };
}
