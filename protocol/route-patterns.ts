// The product's URL shapes (spec §2, §5), one pattern per route name, in matching order: the client's route
// table (src/nav/routes.ts) adds layouts and guards to them, and the server answers a path no pattern
// matches with HTTP 404 (server/http/landing.ts). Plain RegExps, so the server reads them without the router.

// Codes and ids are digits only (up to a safe integer), so `/details/store/abc` matches no route.
const digits = (name: string) => `/(?<${name}>\\d{1,15})`;
const segment = (name: string) => `/(?<${name}>[^/]+)`;
const optional = (part: string) => `(?:${part})?`;
/** A whole path; a trailing slash is allowed, as in wouter's own string patterns. */
const pathOf = (...parts: string[]) => new RegExp(`^${parts.join('')}/?$`);
const codes = (...names: string[]) => names.map((n) => optional(digits(n))).join('');

export const ROUTE_PATTERNS = {
  home: pathOf(codes('cityCode', 'typeCode', 'modeCode', 'paginationCode')),
  search: pathOf('/search', codes('cityCode', 'typeCode'), optional(segment('keyword')), codes('paginationCode')),
  'details-personal': pathOf('/details/personal', digits('id')),
  'details-store': pathOf('/details/store', digits('id')),
  'details-certification': pathOf('/details/certification', digits('id')),
  'details-broker': pathOf('/details/broker', digits('id')),
  'release-personal': pathOf('/release/personal', optional(digits('id'))),
  'release-store': pathOf('/release/store', optional(digits('id'))),
  'release-broker': pathOf('/release/broker', optional(digits('id'))),
  'release-certification': pathOf('/release/certification'),
  login: pathOf('/login'),
  group: pathOf('/group'),
  'user-center': pathOf('/user/user-center'),
  'user-vip': pathOf('/user/user-vip'),
  'user-share': pathOf('/user/user-share'),
  'workbench-manage': pathOf('/user/workbench-manage'),
  'workbench-reserve': pathOf('/user/workbench-reserve'),
  'contact-information': pathOf('/user/contact-information'),
  'girl-workbench': pathOf('/user/girl-workbench'),
  'my-appointments': pathOf('/user/my-appointments'),
  'my-posts': pathOf('/user/my-posts'),
  'my-order': pathOf('/user/my-order'),
  'my-collection': pathOf('/user/my-collection'),
  'saved-searches': pathOf('/user/saved-searches'),
  notices: pathOf('/user/notices'),
  'manage-gold': pathOf('/user/manage-gold'),
  'manage-withdraw': pathOf('/user/manage-withdraw'),
  'user-password': pathOf('/user/user-password'),
  'user-resetword': pathOf('/user/user-resetword'),
  'personal-detail': pathOf('/user/personal-detail', digits('id')),
  'certification-details': pathOf('/user/certification-details', digits('id')),
  'peripheral-details': pathOf('/user/peripheral-details'),
  'store-detail': pathOf('/user/store-detail'),
  'chat-list': pathOf('/chat'),
  chat: pathOf('/chat', digits('id')),
  error: pathOf('/error'),
  make: pathOf('/make/index'),
  video: pathOf('/video'),
  'explore-tag': pathOf('/explore/tag', segment('name'), codes('paginationCode')),
  'explore-theme': pathOf('/explore/theme', digits('id'), codes('paginationCode')),
  terms: pathOf('/terms'),
  privacy: pathOf('/privacy'),
} as const satisfies Record<string, RegExp>;

export type RoutePatternName = keyof typeof ROUTE_PATTERNS;

/** `/h/x` → `/x`, `/h` → `/`; other paths unchanged. */
export function stripMobile(path: string): string {
  return path === '/h' || path.startsWith('/h/') ? path.slice(2) || '/' : path;
}

/** The named groups of the first pattern matching a desktop-form, decoded path, or null for the 404 page. */
export function matchPattern(desktopPath: string): { name: RoutePatternName; groups: Record<string, string> } | null {
  for (const [name, pattern] of Object.entries(ROUTE_PATTERNS)) {
    const m = pattern.exec(desktopPath);
    if (!m) continue;
    const groups: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) if (v !== undefined) groups[k] = v;
    return { name: name as RoutePatternName, groups };
  }
  return null;
}
