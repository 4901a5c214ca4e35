import { isConsolePath } from '../../protocol/console-path';
import { matchPattern, stripMobile } from '../../protocol/route-patterns';
import type { PostKind } from '../../protocol/types';

/**
 * The landing screens the build marks in index.html (vite.config.ts, LANDING_SCREENS): each block preloads
 * one screen's chunks. The server keeps the block of the path it serves and drops the rest, so a phone
 * landing on a post does not spend its bandwidth on the home's code. A wrong guess only costs bandwidth:
 * the client's route table still decides what renders.
 */
export type Landing = 'home' | 'details' | 'search';

// The client's route shapes (src/nav/routes.ts), mobile `/h` form included: codes and ids are digits.
const HOME = /^(?:\/h)?(?:\/\d{1,15}){0,4}\/?$/;
const DETAILS = /^(?:\/h)?\/details\/(?:personal|store|certification|broker)\/\d{1,15}\/?$/;

/**
 * A search with a keyword is a landing screen (a shared or bookmarked results page); the search page before
 * a query shows what this device keeps (its history, its recent posts), which a page cannot carry.
 */
export function landingOf(urlPath: string): Landing | null {
  if (HOME.test(urlPath)) return 'home';
  if (DETAILS.test(urlPath)) return 'details';
  const route = routeOf(urlPath);
  if (route?.name === 'search' && route.groups.keyword !== undefined) return 'search';
  return null;
}

const BLOCK = /<!--landing ([a-z]+)-->(.*?)<!--\/landing-->/gs;

/**
 * index.html with only the block of `landing` left open (its links in place), and the desktop's block for a
 * page rendered in the desktop layout (the frame's code and styles), every other block removed; a link both
 * name is kept once.
 */
export function keepLanding(html: string, landing: Landing | null, desktop = false): string {
  const kept = new Set<string>();
  return html.replace(BLOCK, (_block, name: string, links: string) => {
    if (name !== landing && !(desktop && name === 'desktop')) return '';
    return links.replace(/<link [^>]*>/g, (link) => (kept.has(link) ? '' : (kept.add(link), link)));
  });
}

/** What the server knows of an app path: a page of the route table, a listing's detail page, or none (404). */
export type AppPath = { kind: 'page' } | { kind: 'detail'; postKind: PostKind; id: number } | { kind: 'unknown' };

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The route pattern a path without its locale prefix matches, and its named groups, read as the client's
 * router reads them (src/nav/routes.ts `matchRoute`: the same patterns on the decodeURI'd desktop form).
 */
export function routeOf(bare: string): ReturnType<typeof matchPattern> {
  return matchPattern(safeDecode(stripMobile(bare)));
}

/**
 * The route of a path without its locale prefix. The console has its own table and answers every path of
 * its own.
 */
export function appPathOf(bare: string): AppPath {
  if (bare === '/index.html' || isConsolePath(bare)) return { kind: 'page' };
  const found = routeOf(bare);
  if (!found) return { kind: 'unknown' };
  const detail = /^details-(personal|store|certification|broker)$/.exec(found.name);
  const id = Number(found.groups.id);
  if (detail && Number.isSafeInteger(id)) return { kind: 'detail', postKind: detail[1] as PostKind, id };
  return { kind: 'page' };
}
