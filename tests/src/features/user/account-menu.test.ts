import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { navigate } = await import('wouter/use-browser-location');
const { closeMenuEntries, openMenuEntry } = await import('../../../../src/features/user/account-menu');
const { menu } = await import('../../../../src/state/menu');
const { global, setDesktop, setLoginPopup } = await import('../../../../src/state/global');
const { clearSession, setSession } = await import('../../../../src/state/user');

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
});
