import { describe, expect, it } from 'vitest';
import { menu, USER_CENTER_MENU } from '../../../src/state/menu';

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
});
