import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { navigate } = await import('wouter/use-browser-location');
const { closeMenuEntries, openMenuEntry } = await import('../../../../../src/features/accounts/profile/account-menu');
const { menu, USER_CENTER_MENU } = await import('../../../../../src/state/menu');
const { global, setDesktop, setLoginPopup } = await import('../../../../../src/state/global');
const { clearSession, setSession } = await import('../../../../../src/state/user');

const nav = vi.mocked(navigate);
const indexOf = (name: string) => menu.usercenter.menus.findIndex((e) => e.name === name);
const entry = (name: string) => menu.usercenter.menus[indexOf(name)]!;

beforeEach(() => {
  clearSession();
  setDesktop(true);
  setLoginPopup(false);
  closeMenuEntries();
  nav.mockClear();
});

describe('opening a menu entry (spec §4)', () => {
  it('asks a guest to log in (the desktop login popup) and does not open the entry', () => {
    openMenuEntry(indexOf('myPosts'));
    expect(global.loginPopup).toBe(true);
    expect(entry('myPosts').show).toBe(false);
    expect(nav).not.toHaveBeenCalled();
  });

  it('sends a guest on a phone to the login page', () => {
    setDesktop(false);
    openMenuEntry(indexOf('myPosts'));
    expect(nav).toHaveBeenCalledWith('/h/login');
    expect(entry('myPosts').show).toBe(false);
  });

  it("on a phone, goes to the entry's device path instead of opening it", () => {
    setSession('tok');
    setDesktop(false);
    openMenuEntry(indexOf('myPosts'));
    expect(nav).toHaveBeenCalledWith('/h/user/my-posts', {});
    expect(entry('myPosts').show).toBe(false);
  });

  it('on desktop, opens the entry (active, show) and closes the one open before; closing clears show', () => {
    setSession('tok');
    openMenuEntry(indexOf('wallet'));
    openMenuEntry(indexOf('myPosts'));
    expect(menu.usercenter.active).toBe(indexOf('myPosts'));
    expect(entry('myPosts').show).toBe(true);
    expect(entry('wallet').show).toBe(false);
    expect(nav).toHaveBeenLastCalledWith('/user/my-posts', {});
    closeMenuEntries();
    expect(entry('myPosts').show).toBe(false);
  });

  it('opens a reload entry afresh each time (its route key is bumped), others keep their screen', () => {
    setSession('tok');
    setDesktop(false);
    const before = menu.reloads['manage-gold'] ?? 0;
    openMenuEntry(indexOf('wallet'));
    openMenuEntry(indexOf('wallet'));
    expect(menu.reloads['manage-gold']).toBe(before + 2);
    openMenuEntry(indexOf('myPosts'));
    expect(menu.reloads['my-posts']).toBeUndefined();
  });

  it('does not reload for a guest asked to log in', () => {
    setDesktop(false);
    const before = menu.reloads['user-vip'] ?? 0;
    openMenuEntry(indexOf('vip'));
    expect(nav).toHaveBeenCalledWith('/h/login');
    expect(menu.reloads['user-vip'] ?? 0).toBe(before);
  });

  it('every entry opens its own page on a phone once logged in, and asks a guest to log in', () => {
    for (const [i, e] of USER_CENTER_MENU.entries()) {
      clearSession();
      setDesktop(false);
      nav.mockClear();
      openMenuEntry(i);
      expect(nav, e.name).toHaveBeenCalledWith('/h/login');
      setSession('tok');
      nav.mockClear();
      openMenuEntry(i);
      expect(nav, e.name).toHaveBeenCalledWith(`/h${e.deviceabout!.path}`, {});
    }
  });

  it('ignores an index outside the menu', () => {
    openMenuEntry(999);
    expect(nav).not.toHaveBeenCalled();
    expect(global.loginPopup).toBe(false);
  });
});
