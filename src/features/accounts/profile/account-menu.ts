import { global } from '../../../state/global';
import { menu, reloadRoute, setActive, setShow } from '../../../state/menu';
import { user } from '../../../state/user';
import { go, requireLogin } from '../../../nav/nav';

/**
 * Spec §4: an entry that needs authentication asks a guest to log in (the login popup on desktop, the login
 * page on a phone) and does not open; on a phone an entry with a device path goes there instead; otherwise
 * the entry opens (active, show set). No entry has a desktop popup yet, so an open entry shows its page.
 * A `reload` entry's page mounts afresh either way (money and membership are never shown from before).
 */
export function openMenuEntry(index: number): void {
  const entry = menu.usercenter.menus[index];
  if (!entry) return;
  const page = entry.deviceabout?.path;
  if (entry.authentication && !user.isLogin) {
    requireLogin(page);
    return;
  }
  if (entry.reload) reloadRoute(entry.componentName);
  if (!global.isDesktop && page) {
    go(page);
    return;
  }
  for (const other of menu.usercenter.menus) if (other.show && other.name !== entry.name) setShow(other.name, false);
  setActive(index);
  setShow(entry.name, true);
  if (page) go(page);
}

/** Closes every open entry (the menu is on screen again). */
export function closeMenuEntries(): void {
  for (const e of menu.usercenter.menus) if (e.show) setShow(e.name, false);
}
