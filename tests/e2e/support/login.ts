import { shown } from './browser';
import type { Page } from 'playwright-core';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Logs in through the desktop header's popup and returns once the page has settled. The popup owns a history
 * entry (lib/back-layer.ts) that it drops with `history.back()` a task after it closes; a `page.goto` issued
 * before that traversal ran is aborted by it, so this waits for the entry to be gone, not only the popup.
 */
export async function loginInPopup(page: Page, who: Credentials): Promise<void> {
  await shown(page, 'login-button').click();
  await shown(page, 'login-username').fill(who.username);
  await shown(page, 'login-password').fill(who.password);
  await shown(page, 'login-submit').click();
  await shown(page, 'login-popup').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const state: unknown = history.state;
      return !(state && typeof state === 'object' && 'backLayer' in state);
    },
    undefined,
    { timeout: 20_000 },
  );
}
