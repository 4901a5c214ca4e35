import { navigate as browserNavigate, usePathname as useBrowserPathname } from 'wouter/use-browser-location';
import { stripLocale, withLocaleUrl } from '../../protocol/locale-path';
import { locale } from '../state/locale';

/**
 * The router's view of the address bar without the locale prefix: the route table, the guard and every
 * screen work on unprefixed paths, and the prefix of the current language is added on the way out.
 */
export function usePathname(): string {
  return stripLocale(useBrowserPathname()).path;
}

/** The address bar's path without its locale prefix. */
export function currentPath(): string {
  return stripLocale(location.pathname).path;
}

/** Navigates to an unprefixed path (with its query), in the current language's form. */
export function navigate(to: string, opts?: { replace?: boolean }): void {
  const href = withLocaleUrl(to, locale.lang);
  if (opts) browserNavigate(href, opts);
  else browserNavigate(href);
}

/** An unprefixed path (with its query) as the address bar shows it in the current language. */
export function localeHref(to: string): string {
  return withLocaleUrl(to, locale.lang);
}

/**
 * Puts the current language's prefix on the address bar without telling the router (whose paths carry no
 * prefix, so nothing re-renders): after a language switch the URL, and so links copied from it, say it.
 */
export function syncLocaleUrl(): void {
  const want = localeHref(currentPath() + location.search);
  if (want !== location.pathname + location.search)
    History.prototype.replaceState.call(history, history.state, '', want + location.hash);
}
