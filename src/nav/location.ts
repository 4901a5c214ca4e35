import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { stripLocale, withLocaleUrl } from '../../protocol/locale-path';
import { locale } from '../state/locale';
import { doneLoading, startLoading } from '../state/overlay';

/**
 * The address as the router last navigated to it. The phone's home list writes the page in view into the
 * address quietly while the reader scrolls (past wouter's patched History methods, so no event); reading
 * `location` at every render would pick that up at the next unrelated render and mount the list again for
 * that page, and two lists straddling a page boundary then handed the address back and forth in one
 * synchronous loop (React's "maximum update depth", a 500 screen). So the router reads the address only when a
 * navigation says so: wouter's pushState/replaceState events, popstate, hashchange.
 */
interface Routed {
  path: string;
  search: string;
}
const NAV_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;
const readAddress = (): Routed =>
  typeof location === 'undefined' ? { path: '/', search: '' } : { path: location.pathname, search: location.search };
let routed: Routed | null = null;
const listeners = new Set<() => void>();

function onNavigation(): void {
  const next = readAddress();
  if (!routed || next.path !== routed.path || next.search !== routed.search) routed = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) for (const e of NAV_EVENTS) addEventListener(e, onNavigation);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) for (const e of NAV_EVENTS) removeEventListener(e, onNavigation);
  };
}

const routedAddress = (): Routed => (routed ??= readAddress());

/** The server's rendering: the address of the page it answers, where there is no address bar to read. */
export function setServerAddress(path: string, search: string): void {
  routed = { path, search };
}

/** The address bar's path as the router last read it, locale prefix included. */
export function useAddressPath(): string {
  return useSyncExternalStore(subscribe, routedAddress, routedAddress).path;
}

/** The page the screens show: the routed address without its locale prefix, and its query ('' or '?…'). */
export interface RoutedPage {
  path: string;
  search: string;
}

/** The address the screens were last rendered for, and whether a navigation away from it is rendering. */
let committed: Routed | null = null;
let rendering = false;

const sameAddress = (a: Routed, b: Routed | null) => b !== null && a.path === b.path && a.search === b.search;

function navigationDone(): void {
  if (!rendering) return;
  rendering = false;
  doneLoading();
}

/**
 * The router's view of the address bar, without the locale prefix: the route table, the guard and every
 * screen work on unprefixed paths, and the prefix of the current language is added on the way out.
 *
 * A navigation renders its screen as a transition. Tapping a card or a filter used to render the next
 * screen inside the tap's own task (an external store's update is always synchronous), 200–350 ms at 4×
 * CPU before the tap could paint anything; as a transition React renders it in slices, the tap paints at
 * once, and the loading bar runs (after its throttle) until the new screen is on screen.
 */
export function useRoutedPage(): RoutedPage {
  const [address, setAddress] = useState(routedAddress);
  useEffect(() => {
    const follow = () => {
      const next = routedAddress();
      if (sameAddress(next, committed)) navigationDone();
      else if (!rendering) {
        rendering = true;
        startLoading();
      }
      // Also back to the screens' own address: it replaces a navigation still rendering.
      startTransition(() => setAddress(next));
    };
    const unsubscribe = subscribe(follow);
    // A navigation between the first render and this subscription.
    follow();
    return () => {
      unsubscribe();
      navigationDone();
    };
  }, []);
  useLayoutEffect(() => {
    committed = address;
    if (sameAddress(address, routedAddress())) navigationDone();
  }, [address]);
  return { path: stripLocale(address.path).path, search: address.search };
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
