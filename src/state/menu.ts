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
}

function accountPage(name: string, icon: string, route: string, path: string): MenuEntry {
  return {
    name,
    title: name,
    icon,
    componentName: route,
    position: 'popup-right-top',
    show: false,
    topmenu: false,
    reload: false,
    colseicon: true,
    authentication: true,
    deviceabout: { path },
  };
}

/** The user centre's account pages, in menu order. */
export const USER_CENTER_MENU: readonly MenuEntry[] = [
  accountPage('wallet', 'tag', 'manage-gold', '/user/manage-gold'),
  accountPage('vip', 'crown', 'user-vip', '/user/user-vip'),
  accountPage('share', 'download', 'user-share', '/user/user-share'),
  accountPage('myPosts', 'images', 'my-posts', '/user/my-posts'),
  accountPage('orders', 'tag', 'my-order', '/user/my-order'),
  accountPage('favourites', 'heart', 'my-collection', '/user/my-collection'),
  accountPage('appointments', 'clock', 'my-appointments', '/user/my-appointments'),
  accountPage('workbench', 'images', 'girl-workbench', '/user/girl-workbench'),
  accountPage('contact', 'phone', 'contact-information', '/user/contact-information'),
  accountPage('notices', 'bell', 'notices', '/user/notices'),
  accountPage('password', 'lock', 'user-password', '/user/user-password'),
];

export const menu = proxy<MenuState>({ usercenter: { active: 0, menus: USER_CENTER_MENU.map((e) => ({ ...e })) } });

export function setActive(index: number): void {
  menu.usercenter.active = index;
}

/** Opens or closes an entry by name (spec §4: entries toggle their show flag on open and close). */
export function setShow(name: string, show: boolean): void {
  for (const e of menu.usercenter.menus) if (e.name === name) e.show = show;
}

export function useMenu() {
  return useSnapshot(menu);
}
