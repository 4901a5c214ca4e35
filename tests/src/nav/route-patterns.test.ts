import { describe, expect, it } from 'vitest';
import { matchPattern, ROUTE_PATTERNS } from '../../../protocol/route-patterns';
import { matchRoute, ROUTES } from '../../../src/nav/routes';

// The server answers 404 from the shared patterns; the client renders from its table: they must agree.
describe('the shared route patterns', () => {
  it('are the client route table, in its order', () => {
    expect(ROUTES.map((r) => r.name)).toEqual(Object.keys(ROUTE_PATTERNS));
    for (const r of ROUTES) expect(r.pattern).toBe(ROUTE_PATTERNS[r.name]);
  });

  it('match a path as the client router does', () => {
    for (const path of ['/', '/1/2', '/details/store/3', '/search/0/0/tea', '/nowhere', '/details/store/x']) {
      expect(matchPattern(path)?.name ?? null, path).toBe(matchRoute(path)?.route.name ?? null);
    }
    expect(matchPattern('/details/broker/7')?.groups).toEqual({ id: '7' });
  });
});
