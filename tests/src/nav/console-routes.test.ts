import { describe, expect, it } from 'vitest';
import { consoleDecision, isConsolePath, visibleSections } from '../../../src/nav/console-routes';

describe('console guard', () => {
  it('knows console paths, never the phone prefix', () => {
    expect(isConsolePath('/console')).toBe(true);
    expect(isConsolePath('/console/review')).toBe(true);
    expect(isConsolePath('/consoles')).toBe(false);
    expect(isConsolePath('/h/console')).toBe(false);
    expect(isConsolePath('/')).toBe(false);
  });

  it('shows the 404 page to anyone who is not an operator, on every console path', () => {
    for (const path of ['/console', '/console/review', '/console/roles', '/console/nothing'])
      expect(consoleDecision(path, { state: 'none' })).toEqual({ type: 'not-found' });
    expect(consoleDecision('/console', { state: 'checking' })).toEqual({ type: 'checking' });
  });

  it('renders what the roles allow, refuses the rest, 404 for unknown sections', () => {
    const finance = { state: 'operator', roles: ['finance'] } as const;
    expect(consoleDecision('/console/withdrawals/', finance)).toMatchObject({
      type: 'render',
      section: { key: 'withdrawals' },
    });
    expect(consoleDecision('/console', finance)).toMatchObject({ type: 'render', section: { key: 'dashboard' } });
    expect(consoleDecision('/console/review', finance)).toMatchObject({
      type: 'forbidden',
      section: { key: 'review' },
    });
    expect(consoleDecision('/console/roles', finance)).toMatchObject({ type: 'forbidden' });
    expect(consoleDecision('/console/unknown', finance)).toEqual({ type: 'not-found' });
    const mod = { state: 'operator', roles: ['moderator'] } as const;
    expect(consoleDecision('/console/review', mod)).toMatchObject({ type: 'render' });
    expect(consoleDecision('/console/withdrawals', mod)).toMatchObject({ type: 'forbidden' });
  });

  it('lists only the sections a role may open', () => {
    expect(visibleSections(['support']).map((s) => s.key)).toEqual(['dashboard', 'users']);
    expect(visibleSections(['finance']).map((s) => s.key)).toEqual(['dashboard', 'users', 'withdrawals', 'ledger']);
    expect(visibleSections(['moderator']).map((s) => s.key)).toEqual([
      'dashboard',
      'review',
      'appeals',
      'reports',
      'users',
      'notices',
      'themes',
      'feedback',
    ]);
    expect(visibleSections(['admin']).map((s) => s.key)).toEqual([
      'dashboard',
      'review',
      'appeals',
      'reports',
      'users',
      'withdrawals',
      'ledger',
      'audit',
      'roles',
      'jobs',
      'ads',
      'notices',
      'themes',
      'feedback',
    ]);
    expect(visibleSections(['support', 'finance']).map((s) => s.key)).toEqual([
      'dashboard',
      'users',
      'withdrawals',
      'ledger',
    ]);
  });
});
