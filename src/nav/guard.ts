import { addMobile, matchRoute, stripMobile } from './routes';
import type { RouteDef, RouteParams } from './routes';

export type DeviceMode = 'desktop' | 'mobile';

export interface Viewer {
  isLogin: boolean;
  isVip: boolean;
}

export type Decision =
  | { type: 'render'; route: RouteDef; params: RouteParams }
  /**
   * `reason` says why: 'mode' (the /h prefix does not fit the device), 'login' (a guest on a login-only
   * route), 'vip' (alert, then /group), 'desktop-login' (the mobile-only /login page on desktop).
   * `loginPopup`: open the desktop login popup after redirecting; `afterLogin`: where to go once logged in.
   */
  | {
      type: 'redirect';
      to: string;
      reason: 'mode' | 'login' | 'vip' | 'desktop-login';
      loginPopup?: boolean;
      afterLogin?: string;
    }
  | { type: 'not-found'; path: string };

/** The path in the device's form: desktop without /h, mobile with it. */
export function toModePath(path: string, mode: DeviceMode): string {
  return mode === 'desktop' ? stripMobile(path) : addMobile(path);
}

export function homeFor(mode: DeviceMode): string {
  return mode === 'desktop' ? '/' : '/h';
}

/**
 * Pure guard (spec §2 and §5): what to do for `path` + `search` on a device of `mode` for this viewer.
 * Order: the layout prefix first (so every later redirect and the 404 page see the device's own form), then
 * the route, then login, then VIP. A guest on a login-only route goes to /login on mobile; on desktop
 * (where /login is mobile-only) home opens with the login popup, remembering where to go afterwards.
 */
export function decide(path: string, search: string, mode: DeviceMode, viewer: Viewer): Decision {
  const modePath = toModePath(path, mode);
  if (modePath !== path) return { type: 'redirect', to: modePath + search, reason: 'mode' };

  const match = matchRoute(path);
  if (!match) return { type: 'not-found', path };
  const { route } = match;

  if (mode === 'desktop' && route.desktop === 'login-popup') {
    return { type: 'redirect', to: '/' + search, reason: 'desktop-login', loginPopup: !viewer.isLogin };
  }
  if ((route.needsLogin || route.needsVip) && !viewer.isLogin) {
    const afterLogin = path + search;
    return mode === 'desktop'
      ? { type: 'redirect', to: '/', reason: 'login', loginPopup: true, afterLogin }
      : { type: 'redirect', to: '/h/login', reason: 'login', afterLogin };
  }
  if (route.needsVip && !viewer.isVip) return { type: 'redirect', to: toModePath('/group', mode), reason: 'vip' };
  return { type: 'render', route, params: match.params };
}
