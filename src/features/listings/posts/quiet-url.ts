import { currentPath } from '../../../nav/location';
import { hrefFor } from '../../../nav/nav';
import { matchRoute } from '../../../nav/routes';
import { listQueryString, listStateFromParams } from '../../common/list-query';
import type { ListState } from '../../common/list-query';

/** Whether `path` (in either form) shows the home list under `s`'s filters, at any page. */
export function showsHomeList(path: string, s: ListState): boolean {
  const m = matchRoute(path);
  if (m?.route.name !== 'home') return false;
  const shown = listStateFromParams(m.params, typeof location === 'undefined' ? '' : location.search);
  return (
    shown.cityCode === s.cityCode &&
    shown.typeCode === s.typeCode &&
    shown.modeCode === s.modeCode &&
    listQueryString(shown) === listQueryString(s)
  );
}

/**
 * Replaces the address bar's path without telling the router. The router keys kept-alive screens by their
 * params, so a routed replace of the page number would mount a fresh list on every page scrolled past;
 * the native History method (wouter patches only the instance's own property) just keeps the URL right
 * for reload, sharing and browser back. `path` is in desktop form; the /h prefix is added on mobile.
 *
 * Only while the bar still shows the caller's screen (`shows`, given the current path): a list reports its
 * page in view after layout, and when the reader has just gone elsewhere the new address is in the bar
 * while the list is still on screen; overwriting it then kept the router on the list, the navigation lost.
 */
export function replaceUrlQuietly(path: string, shows: (current: string) => boolean): void {
  if (typeof history === 'undefined') return;
  const href = hrefFor(path);
  if (location.pathname + location.search === href) return;
  if (!shows(currentPath())) return;
  History.prototype.replaceState.call(history, history.state, '', href);
}
