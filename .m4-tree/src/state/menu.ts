import { proxy, useSnapshot } from 'valtio';

export interface MenuEntry {
  name: string;
  title: string;
  icon: string;
  componentName: string;
  position: 'popup-right-top';
  show: boolean;
  topmenu: boolean;
  reload: boolean;
  colseicon: boolean;
  authentication?: boolean;
  deviceabout?: { path: string };
}

export interface MenuState {
  usercenter: { active: number; menus: MenuEntry[] };
}

export const menu = proxy<MenuState>({ usercenter: { active: 0, menus: [] } });

export function setMenus(menus: MenuEntry[]): void {
  menu.usercenter.menus = menus;
}

export function setActive(index: number): void {
  menu.usercenter.active = index;
}

export function useMenu() {
  return useSnapshot(menu);
}
