import { hrefFor } from '../../nav/nav';

/**
 * Replaces the address bar's path without telling the router. The router keys kept-alive screens by their
 * params, so a routed replace of the page number would mount a fresh list on every page scrolled past;
 * the native History method (wouter patches only the instance's own property) just keeps the URL right
 * for reload, sharing and browser back. `path` is in desktop form; the /h prefix is added on mobile.
 */
export function replaceUrlQuietly(path: string): void {
  if (typeof history === 'undefined') return;
  const href = hrefFor(path);
  if (location.pathname + location.search === href) return;
  History.prototype.replaceState.call(history, history.state, '', href);
}
