import { popPrevious, popPreviousEntry } from '../state/history';
import { backDepth } from './back-depth';
import { global, setLoginPopup } from '../state/global';
import { isVip, user } from '../state/user';
import { showAlert } from '../state/overlay';
import { decide, homeFor, toModePath } from './guard';
import { useNavMessages } from './messages';
import { localeHref, navigate } from './location';
import type { DeviceMode, Viewer } from './guard';

function deviceMode(): DeviceMode {
  return global.isDesktop ? 'desktop' : 'mobile';
}

export function viewer(): Viewer {
  return { isLogin: user.isLogin, isVip: isVip() };
}

let afterLogin: string | null = null;

/** Remembers where a guest was heading when login was asked for. */
export function setAfterLogin(path: string | null): void {
  afterLogin = path;
}

/** Where to go once the login succeeds (then forgets it), or null to stay. */
export function takeAfterLogin(): string | null {
  const p = afterLogin;
  afterLogin = null;
  return p;
}

function splitUrl(url: string): { path: string; search: string } {
  const i = url.search(/[?#]/);
  return i < 0 ? { path: url, search: '' } : { path: url.slice(0, i), search: url.slice(i) };
}

/** A desktop-form path in the current layout, without the locale prefix (what the router sees). */
function layoutUrl(path: string, mode: DeviceMode): string {
  const { path: p, search } = splitUrl(path);
  return toModePath(p || '/', mode) + search;
}

/** The href of a desktop-form path in the current layout and language (for <a href> and the address bar). */
export function hrefFor(path: string, mode: DeviceMode = deviceMode()): string {
  return localeHref(layoutUrl(path, mode));
}

function needsVipAlert(mode: DeviceMode): void {
  void showAlert(useNavMessages.current().needsVip).then(() => navigate(toModePath('/group', mode)));
}

/**
 * Navigates to a path given in desktop form (`/details/store/3`); the /h prefix is added on mobile. Login
 * and VIP rules run before leaving the page: a desktop guest stays where they are with the login popup
 * open; a mobile guest goes to /h/login (pushed, so back returns here); a non-VIP gets the alert, then /group.
 */
export function go(path: string, opts: { replace?: boolean } = {}): void {
  const mode = deviceMode();
  const { path: p, search } = splitUrl(layoutUrl(path, mode));
  const d = decide(p, search, mode, viewer());
  if (d.type === 'redirect' && d.reason === 'login') {
    setAfterLogin(d.afterLogin ?? null);
    if (mode === 'desktop') setLoginPopup(true);
    else navigate(d.to, opts);
    return;
  }
  if (d.type === 'redirect' && d.reason === 'desktop-login') {
    if (!user.isLogin) setLoginPopup(true);
    return;
  }
  if (d.type === 'redirect' && d.reason === 'vip') {
    needsVipAlert(mode);
    return;
  }
  navigate(p + search, opts);
}

/**
 * The in-app back ("<"). With app pages below this one in the tab's history it is the browser's Back, so the
 * phone's own Back afterwards does not reopen the page just left. Without any (the visit started here), spec
 * §2's fallback: the previous visited route, else home of the current layout, in place of this entry.
 */
export function goBack(): void {
  if (backDepth() > 0) {
    // The visit list drops this page now; the page Back lands on is then its last record already.
    popPrevious();
    history.back();
    return;
  }
  const mode = deviceMode();
  const prev = popPrevious();
  navigate(prev ? layoutUrl(prev.path, mode) : homeFor(mode), { replace: true });
}

/**
 * Leaves a page that makes no sense to return to (the login) for the route below it, passing over the routes
 * named in `skip`: back to that route's entry while the tab's history holds it, so the history does not grow
 * and the phone's Back afterwards does not land on the page left; else in place of this entry. `to`, when
 * given, is where to go instead: back when it is that route, in place of this entry otherwise.
 */
export function goBackPast(skip: readonly string[], to: string | null = null): void {
  const mode = deviceMode();
  const { route, back } = popPreviousEntry(skip, backDepth());
  if (to !== null && (!route || layoutUrl(route.path, mode) !== layoutUrl(to, mode))) {
    go(to, { replace: true });
    return;
  }
  if (route && back !== null) {
    history.go(-back);
    return;
  }
  navigate(route ? layoutUrl(route.path, mode) : homeFor(mode), { replace: true });
}

/** True when logged in; otherwise asks for login (popup on desktop, /h/login on mobile) and returns false. */
export function requireLogin(returnTo?: string): boolean {
  if (user.isLogin) return true;
  setAfterLogin(returnTo ?? null);
  if (deviceMode() === 'desktop') setLoginPopup(true);
  else navigate('/h/login');
  return false;
}
