import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { shown } from './browser';

/** Fills every field of the store release form but the pictures and the video. */
export async function fillStoreForm(page: Page, title: string): Promise<void> {
  await shown(page, 'release-title').fill(title);
  const city = shown(page, 'release-city');
  await expect.poll(() => city.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
  await city.selectOption({ index: 1 });
  await shown(page, 'release-type').selectOption({ index: 1 });
  await shown(page, 'release-mode').selectOption({ index: 1 });
  await shown(page, 'release-description').fill('自家烘焙的手冲咖啡，安静的阅读角落，欢迎带书来坐坐。');
  await shown(page, 'release-price-min').fill('30');
  await shown(page, 'release-price-max').fill('80');
  await shown(page, 'release-contact').fill('13800138000');
  await shown(page, 'release-address').fill('老街 12 号');
  await shown(page, 'release-fact-seats').fill('24');
}
