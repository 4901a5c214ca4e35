import { proxy, useSnapshot } from 'valtio';

/**
 * Spec §3 menu entry. `title` and `icon` are keys the menu's renderer turns into text and an icon (the
 * interface is translated); `componentName` names what the entry opens — here the route of its page.
 */
export interface MenuEntry {
  name: string;
  title: string;
  icon: string;
  componentName: string;
  position: 'popup-right-top';
  /** The entry is open. */
  show: boolean;
  topmenu: boolean;
  reload: boolean;
  /** The open entry shows a close icon (the spec's spelling). */
  colseicon: boolean;
  /** Only for a logged-in user: a guest is asked to log in instead. */
  authentication?: boolean;
  /** Where a phone goes instead of opening the entry (spec §2), in desktop form. */
  deviceabout?: { path: string };
}

export interface MenuState {
  usercenter: { active: number; menus: MenuEntry[] };
  /** Per route (an entry's componentName): bumped when a `reload` entry opens, so its screen mounts afresh. */
  reloads: Record<string, number>;
}

/**
 * `topmenu`: also listed in the top bar's menu (the popup at the top right, open to guests too);
 * `reload`: the page shows money or membership, so opening the entry always loads it afresh.
 */
function accountPage(
  name: string,
  icon: string,
  route: string,
  path: string,
  flags: { topmenu?: boolean; reload?: boolean } = {},
): MenuEntry {
  return {
    name,
    title: name,
    icon,
    componentName: route,
    position: 'popup-right-top',
    show: false,
    topmenu: flags.topmenu ?? false,
    reload: flags.reload ?? false,
    colseicon: true,
    authentication: true,
    deviceabout: { path },
  };
}

/** The user centre's account pages, in menu order. */
export const USER_CENTER_MENU: readonly MenuEntry[] = [
  accountPage('wallet', 'tag', 'manage-gold', '/user/manage-gold', { topmenu: true, reload: true }),
  accountPage('vip', 'crown', 'user-vip', '/user/user-vip', { topmenu: true, reload: true }),
  accountPage('share', 'download', 'user-share', '/user/user-share'),
  accountPage('myPosts', 'images', 'my-posts', '/user/my-posts', { topmenu: true }),
  accountPage('orders', 'tag', 'my-order', '/user/my-order', { reload: true }),
  accountPage('favourites', 'heart', 'my-collection', '/user/my-collection', { topmenu: true }),
  accountPage('savedSearches', 'search', 'saved-searches', '/user/saved-searches'),
  accountPage('appointments', 'clock', 'my-appointments', '/user/my-appointments'),
  accountPage('workbench', 'images', 'girl-workbench', '/user/girl-workbench'),
  accountPage('contact', 'phone', 'contact-information', '/user/contact-information'),
  accountPage('notices', 'bell', 'notices', '/user/notices', { topmenu: true }),
  accountPage('password', 'lock', 'user-password', '/user/user-password'),
];

export const menu = proxy<MenuState>({
  usercenter: { active: 0, menus: USER_CENTER_MENU.map((e) => ({ ...e })) },
  reloads: {},
});

export function setActive(index: number): void {
  menu.usercenter.active = index;
}

/** Opens or closes an entry by name (spec §4: entries toggle their show flag on open and close). */
export function setShow(name: string, show: boolean): void {
  for (const e of menu.usercenter.menus) if (e.name === name) e.show = show;
}

/** The screen of `route` mounts afresh the next time it shows (kept-alive state and data dropped). */
export function reloadRoute(route: string): void {
  menu.reloads[route] = (menu.reloads[route] ?? 0) + 1;
}

export function useMenu() {
  return useSnapshot(menu);
}
