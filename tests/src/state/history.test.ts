import { beforeEach, describe, expect, it } from 'vitest';
import { navHistory, popPrevious, popPreviousEntry, recordVisit } from '../../../src/state/history';

/** A route shown in the history entry `depth` (by default one above the last one recorded). */
const visit = (name: string, depth = navHistory.records.length) => recordVisit({ name, path: `/${name}`, depth });

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

  it('says how many entries back the route passed to is, while the tab history still holds it', () => {
    const skip = ['login', 'user-resetword'];
    // detail, login pushed on it, the reset page pushed, and the login again in the reset page's place.
    for (const [n, d] of [
      ['home', 0],
      ['detail', 1],
      ['login', 2],
      ['user-resetword', 3],
      ['login', 3],
    ] as const)
      visit(n, d);
    expect(popPreviousEntry(skip, 3)).toMatchObject({ route: { name: 'detail' }, back: 2 });

    // The login in the detail's own entry (a redirect): no entry of the detail is left to go back to.
    navHistory.records.splice(0);
    visit('detail', 1);
    visit('login', 1);
    expect(popPreviousEntry(skip, 1)).toMatchObject({ route: { name: 'detail' }, back: null });

    // A visit that started on the login page: nothing below it.
    navHistory.records.splice(0);
    visit('login', 0);
    expect(popPreviousEntry(skip, 0)).toEqual({ route: undefined, back: null });
  });
});
