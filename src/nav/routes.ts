import { matchRoute as matchPattern } from 'wouter';
import type { Parser } from 'wouter';
import { ROUTE_PATTERNS, stripMobile } from '../../protocol/route-patterns';

/** Route params by name (named groups of the pattern, plus the route's fixed values). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

interface RouteSpec<N extends string> {
  /** Unique; recorded in the navigation history and part of the keep-alive key. */
  name: N;
  /** Matches the desktop path; the mobile path is `/h` + that (mobile home is `/h`). Named groups are the params. */
  pattern: RegExp;
  /**
   * Spec §2 layouts. A mobile-only route visited on desktop keeps its closest desktop experience: the screen
   * renders in the desktop layout in a phone-width column (search, group, wallet pages…), except /login,
   * whose desktop form is the login popup over home (`desktop: 'login-popup'`).
   */
  layouts: 'both' | 'mobile';
  desktop?: 'login-popup';
  keepAlive: boolean;
  needsLogin: boolean;
  needsVip: boolean;
  /** Values the path implies, merged into the params (a detail route's kind). */
  fixed?: RouteParams;
  /** The error route renders the 500 page variant. */
  error?: boolean;
}

/** A route of the table; `name` is one of the table's names. */
export type RouteDef = RouteSpec<RouteName>;

type Flags = Partial<Pick<RouteSpec<string>, 'keepAlive' | 'needsLogin' | 'needsVip' | 'desktop' | 'fixed' | 'error'>>;

function r<N extends string>(
  name: N,
  pattern: RegExp,
  layouts: RouteSpec<N>['layouts'],
  flags: Flags = {},
): RouteSpec<N> {
  return { name, pattern, layouts, keepAlive: false, needsLogin: false, needsVip: false, ...flags };
}

// Spec §5: codes and ids are digits only, so `/details/store/abc` matches no route and gives the 404 page
// (protocol/route-patterns.ts, which the server reads too to answer such a path with HTTP 404).
const P = ROUTE_PATTERNS;

const KEEP = { keepAlive: true } as const;
const LOGIN = { needsLogin: true } as const;
const KEEP_LOGIN = { keepAlive: true, needsLogin: true } as const;

/**
 * Spec §2, every route. Not stated in the spec and decided here: account, release, wallet and chat pages
 * need login; public profile pages (personal-detail…) and password reset do not; chat needs login only, since
 * whoever was written to may always answer (starting a conversation needs VIP, which the server decides); /group is open to guests so they can see the offer.
 * /make/index and /video back the creations and video tab entries, which the spec lists without routes
 * (creating needs an account, so the hub needs login; watching does not);
 * /user/notices shows system notices and feedback, which the spec calls (§7 Messages) without a route;
 * /user/my-appointments lists a customer's own bookings (myAppointment), which the spec calls without a route.
 * /explore/tag/{name} and /explore/theme/{id} are the tag and theme pages of §7 "Explore", which names no route.
 */
const ROUTE_LIST = [
  r('home', P.home, 'both', KEEP),
  r('search', P.search, 'mobile', KEEP),
  r('details-personal', P['details-personal'], 'both', { ...KEEP, fixed: { kind: 'personal' } }),
  r('details-store', P['details-store'], 'both', { ...KEEP, fixed: { kind: 'store' } }),
  r('details-certification', P['details-certification'], 'both', {
    ...KEEP,
    fixed: { kind: 'certification' },
  }),
  r('details-broker', P['details-broker'], 'both', { ...KEEP, fixed: { kind: 'broker' } }),
  r('release-personal', P['release-personal'], 'both', {
    ...LOGIN,
    fixed: { kind: 'personal' },
  }),
  r('release-store', P['release-store'], 'both', { ...LOGIN, fixed: { kind: 'store' } }),
  r('release-broker', P['release-broker'], 'both', {
    ...LOGIN,
    fixed: { kind: 'broker' },
  }),
  r('release-certification', P['release-certification'], 'both', LOGIN),
  r('login', P.login, 'mobile', { desktop: 'login-popup' }),
  r('group', P.group, 'mobile'),
  r('user-center', P['user-center'], 'both', LOGIN),
  r('user-vip', P['user-vip'], 'both', LOGIN),
  r('user-share', P['user-share'], 'both', LOGIN),
  r('workbench-manage', P['workbench-manage'], 'both', KEEP_LOGIN),
  r('workbench-reserve', P['workbench-reserve'], 'both', KEEP_LOGIN),
  r('contact-information', P['contact-information'], 'both', KEEP_LOGIN),
  r('girl-workbench', P['girl-workbench'], 'both', KEEP_LOGIN),
  r('my-appointments', P['my-appointments'], 'both', KEEP_LOGIN),
  r('my-posts', P['my-posts'], 'both', KEEP_LOGIN),
  r('my-order', P['my-order'], 'both', KEEP_LOGIN),
  r('my-collection', P['my-collection'], 'mobile', KEEP_LOGIN),
  r('saved-searches', P['saved-searches'], 'both', LOGIN),
  r('notices', P.notices, 'both', KEEP_LOGIN),
  r('manage-gold', P['manage-gold'], 'mobile', LOGIN),
  r('manage-withdraw', P['manage-withdraw'], 'mobile', LOGIN),
  r('user-password', P['user-password'], 'mobile', LOGIN),
  r('user-resetword', P['user-resetword'], 'mobile'),
  r('personal-detail', P['personal-detail'], 'both'),
  r('certification-details', P['certification-details'], 'both'),
  r('peripheral-details', P['peripheral-details'], 'both'),
  r('store-detail', P['store-detail'], 'both'),
  r('chat-list', P['chat-list'], 'both', LOGIN),
  r('chat', P.chat, 'both', LOGIN),
  r('error', P.error, 'both', { error: true }),
  r('make', P.make, 'mobile', LOGIN),
  r('video', P.video, 'mobile', KEEP),
  r('explore-tag', P['explore-tag'], 'both', KEEP),
  r('explore-theme', P['explore-theme'], 'both', KEEP),
  r('terms', P.terms, 'both'),
  r('privacy', P.privacy, 'both'),
];

export type RouteName = (typeof ROUTE_LIST)[number]['name'];
export const ROUTES: readonly RouteDef[] = ROUTE_LIST;

// Every pattern is a RegExp, which matchRoute uses as it is; a parser would only read string patterns.
const regexOnly: Parser = () => {
  throw new Error('route patterns are RegExps');
};

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((d) => d.name === name);
}

function isMobilePath(path: string): boolean {
  return path === '/h' || path.startsWith('/h/');
}

export { stripMobile };

/** `/x` → `/h/x`, `/` → `/h`; mobile paths unchanged. */
export function addMobile(path: string): string {
  if (isMobilePath(path)) return path;
  const t = path.replace(/\/+$/, '');
  return t === '' ? '/h' : `/h${t}`;
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

/** wouter gives positional captures beside the named ones; params are the named groups that matched. */
function namedParams(found: Record<string | number, string | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(found)) if (v !== undefined && !/^\d+$/.test(k)) params[k] = v;
  return params;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The route of a path in either layout's form (with or without /h), or null for the 404 page. Params are
 * segments of the decodeURI'd path (as wouter gives them): a keyword may still hold %2F and the like.
 */
export function matchRoute(path: string): RouteMatch | null {
  const desktopPath = safeDecode(stripMobile(path.split(/[?#]/)[0] ?? ''));
  for (const route of ROUTES) {
    const [matched, found] = matchPattern(regexOnly, route.pattern, desktopPath);
    if (matched) return { route, params: { ...namedParams(found), ...route.fixed } };
  }
  return null;
}

/** A stable key for a set of params (route name + params identifies a kept-alive screen). */
export function paramsKey(params: RouteParams): string {
  return Object.keys(params)
    .sort()
    .filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${params[k] ?? ''}`)
    .join('&');
}
