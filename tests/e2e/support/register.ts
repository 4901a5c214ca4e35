import type { Page } from 'playwright-core';
import { shown } from './browser';

/** Registers `username` through the phone's login page and waits until it leaves it. */
export async function registerOnPhone(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/h/login');
  await shown(page, 'mode-register').click();
  await shown(page, 'register-username').fill(username);
  await shown(page, 'register-password').fill(password);
  await shown(page, 'register-password2').fill(password);
  await shown(page, 'register-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}
