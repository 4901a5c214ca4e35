import { describe, expect, it } from 'vitest';
import { menu, reloadRoute, setActive, setShow, USER_CENTER_MENU } from '../../../src/state/menu';

const entry = (name: string) => menu.usercenter.menus.find((e) => e.name === name)!;

describe('menu store (spec §3)', () => {
  it('holds entries with the spec fields under usercenter', () => {
    expect(menu.usercenter.active).toBe(0);
    expect(menu.usercenter.menus.map((e) => e.name)).toEqual(USER_CENTER_MENU.map((e) => e.name));
    expect(entry('wallet')).toMatchObject({
      title: 'wallet',
      componentName: 'manage-gold',
      position: 'popup-right-top',
      show: false,
      authentication: true,
      deviceabout: { path: '/user/manage-gold' },
    });
  });

  it('lists the top bar menu entries (popup-right-top), all needing login, and marks money pages reload', () => {
    const top = menu.usercenter.menus.filter((e) => e.topmenu).map((e) => e.name);
    expect(top).toEqual(['wallet', 'vip', 'myPosts', 'favourites', 'notices']);
    for (const e of menu.usercenter.menus) {
      expect(e.position).toBe('popup-right-top');
      expect(e.authentication).toBe(true);
      expect(e.colseicon).toBe(true);
      expect(e.deviceabout?.path).toMatch(/^\/user\//);
    }
    expect(menu.usercenter.menus.filter((e) => e.reload).map((e) => e.name)).toEqual(['wallet', 'vip', 'orders']);
  });

  it('toggles show on open and close, and bumps a route for a fresh mount', () => {
    setShow('vip', true);
    expect(entry('vip').show).toBe(true);
    setShow('vip', false);
    expect(entry('vip').show).toBe(false);
    setActive(3);
    expect(menu.usercenter.active).toBe(3);
    reloadRoute('user-vip');
    reloadRoute('user-vip');
    expect(menu.reloads['user-vip']).toBe(2);
  });
});
