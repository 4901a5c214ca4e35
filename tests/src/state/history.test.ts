import { beforeEach, describe, expect, it } from 'vitest';
import { navHistory, popPrevious, recordVisit } from '../../../src/state/history';

const visit = (name: string) => recordVisit({ name, path: `/${name}` });

describe('visited routes', () => {
  beforeEach(() => {
    navHistory.records.splice(0);
  });

  it('goes back one route, and to nothing from the first', () => {
    for (const n of ['home', 'detail', 'chat']) visit(n);
    expect(popPrevious()?.name).toBe('detail');
    expect(popPrevious()?.name).toBe('home');
    expect(popPrevious()).toBeUndefined();
  });

  it('passes over the routes it is told to skip, and gives nothing when only those are left', () => {
    for (const n of ['home', 'detail', 'login', 'user-resetword', 'login']) visit(n);
    expect(popPrevious(['login', 'user-resetword'])?.name).toBe('detail');
    expect(navHistory.records.map((r) => r.name)).toEqual(['home', 'detail']);
    navHistory.records.splice(0);
    for (const n of ['login', 'user-resetword', 'login']) visit(n);
    expect(popPrevious(['login', 'user-resetword'])).toBeUndefined();
  });
});
