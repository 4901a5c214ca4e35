import { describe, expect, it } from 'vitest';
import { decide, homeFor, toModePath } from '../../../src/nav/guard';
import type { Decision, DeviceMode, Viewer } from '../../../src/nav/guard';

const guest: Viewer = { isLogin: false, isVip: false };
const member: Viewer = { isLogin: true, isVip: false };
const vip: Viewer = { isLogin: true, isVip: true };

function run(path: string, mode: DeviceMode, viewer: Viewer = guest, search = ''): Decision {
  return decide(path, search, mode, viewer);
}

describe('device guard (spec §2)', () => {
  it('sends mobile visitors to /h… and desktop visitors to the path without it, keeping the query', () => {
    expect(run('/', 'mobile')).toEqual({ type: 'redirect', to: '/h', reason: 'mode' });
    expect(run('/110100/0/0/2', 'mobile', guest, '?c=9')).toEqual({
      type: 'redirect',
      to: '/h/110100/0/0/2?c=9',
      reason: 'mode',
    });
    expect(run('/h', 'desktop')).toEqual({ type: 'redirect', to: '/', reason: 'mode' });
    expect(run('/h/details/store/3', 'desktop', guest, '?x=1')).toEqual({
      type: 'redirect',
      to: '/details/store/3?x=1',
      reason: 'mode',
    });
  });

  it('renders a route already in the device form', () => {
    const d = run('/h/details/store/3', 'mobile');
    expect(d.type).toBe('render');
    if (d.type === 'render') expect(d.params).toEqual({ id: '3', kind: 'store' });
    expect(run('/', 'desktop').type).toBe('render');
  });

  it('gives 404 for unmatched paths and non-digit params, after fixing the prefix', () => {
    expect(run('/h/nope', 'mobile')).toEqual({ type: 'not-found', path: '/h/nope' });
    expect(run('/h/details/store/abc', 'mobile')).toEqual({ type: 'not-found', path: '/h/details/store/abc' });
    expect(run('/h/details/store/abc', 'desktop')).toMatchObject({ type: 'redirect', to: '/details/store/abc' });
    expect(run('/details/store/abc', 'desktop')).toEqual({ type: 'not-found', path: '/details/store/abc' });
    expect(run('/nope', 'mobile')).toMatchObject({ type: 'redirect', to: '/h/nope' });
  });

  it('sends a mobile guest on a login-only route to /h/login, remembering the way back', () => {
    expect(run('/h/user/user-center', 'mobile')).toEqual({
      type: 'redirect',
      to: '/h/login',
      reason: 'login',
      afterLogin: '/h/user/user-center',
    });
  });

  it('opens the login popup over home for a desktop guest', () => {
    expect(run('/user/my-posts', 'desktop')).toEqual({
      type: 'redirect',
      to: '/',
      reason: 'login',
      loginPopup: true,
      afterLogin: '/user/my-posts',
    });
  });

  it('turns the mobile-only /login into the popup over home on desktop', () => {
    expect(run('/login', 'desktop', guest, '?c=1')).toEqual({
      type: 'redirect',
      to: '/?c=1',
      reason: 'desktop-login',
      loginPopup: true,
    });
    expect(run('/login', 'desktop', member)).toMatchObject({ to: '/', loginPopup: false });
    expect(run('/h/login', 'mobile').type).toBe('render');
  });

  it('shows other mobile-only routes in the desktop layout', () => {
    expect(run('/search/0/0/tea', 'desktop')).toMatchObject({ type: 'render' });
    expect(run('/group', 'desktop')).toMatchObject({ type: 'render' });
  });

  it('lets a logged-in user through login-only routes', () => {
    expect(run('/h/user/user-center', 'mobile', member).type).toBe('render');
    expect(run('/release/certification', 'desktop', member).type).toBe('render');
  });

  it('lets any member into chat, since whoever was written to may answer (starting one is the server rule)', () => {
    expect(run('/h/chat/3', 'mobile', member).type).toBe('render');
    expect(run('/chat', 'desktop', member).type).toBe('render');
    expect(run('/chat/3', 'desktop', vip).type).toBe('render');
    expect(run('/chat', 'desktop', guest)).toMatchObject({ type: 'redirect', reason: 'login' });
    expect(run('/h/chat/3', 'mobile', guest)).toMatchObject({ to: '/h/login', reason: 'login' });
  });

  it('keeps public pages public', () => {
    for (const p of [
      '/h',
      '/h/search',
      '/h/group',
      '/h/user/user-resetword',
      '/h/user/store-detail',
      '/h/details/broker/1',
      '/h/error',
    ]) {
      expect(run(p, 'mobile').type).toBe('render');
    }
  });

  it('converts paths between layouts', () => {
    expect(toModePath('/', 'mobile')).toBe('/h');
    expect(toModePath('/h/user/my-posts', 'desktop')).toBe('/user/my-posts');
    expect(toModePath('/h/user/my-posts', 'mobile')).toBe('/h/user/my-posts');
    expect(homeFor('desktop')).toBe('/');
    expect(homeFor('mobile')).toBe('/h');
  });
});
