import { loginInPopup } from './login';
import type { E2E } from '../harness';
import type { Page } from 'playwright-core';

// Shared by the console's e2e files: a desktop login, and fresh members to act on.

export const MEMBER_PASSWORD = 'e2e-secret-42';

/** Logs in through the desktop popup, then opens `path`. */
export async function desktopAs(e2e: E2E, who: { username: string; password: string }, path: string): Promise<Page> {
  const { page } = await e2e.open('desktop', '/');
  await loginInPopup(page, who);
  await page.goto(path);
  return page;
}

/** A freshly registered account: its name, token and id. */
export async function member(e2e: E2E, prefix: string) {
  const username = `${prefix}${Date.now() % 1e8}`;
  const token = await e2e.api('/api/account/registerByPassword', { username, password: MEMBER_PASSWORD });
  return { username, token, id: (await e2e.api('/api/user/userinfo', {}, token)).id };
}
