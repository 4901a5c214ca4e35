import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shown, useE2E } from './harness';
import { registerOnPhone } from './support/register';
import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { SLICE_UPLOAD_PATH } from '../../protocol/upload';
import type { Page } from 'playwright-core';
import { videoBytes } from '../support/video-bytes';

// A big upload left midway on one phone and picked again on another (its own, empty storage): only the slices
// the server lacks are sent. Picked once more where it started, the file is recognised before any slice goes.

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';
const SLICES = 10;

/** Counts the slice POSTs of a page, each held back a little so a page can leave midway. */
async function countSlices(page: Page, delayMs: number): Promise<{ sent: number }> {
  const counter = { sent: 0 };
  await page.route(`**${SLICE_UPLOAD_PATH}*`, async (route) => {
    counter.sent += 1;
    await new Promise((r) => setTimeout(r, delayMs));
    await route.continue().catch(() => undefined);
  });
  return counter;
}

describe('upload: resume from anywhere', () => {
  it('phone A leaves midway; phone B with fresh storage sends only what is missing; A again gets 秒传', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-ra-'));
    const file = path.join(dir, 'harbour-walk.mp4');
    await writeFile(file, videoBytes(SLICES * BIG_VIDEO_SLICE_BYTES - 4_321));
    const username = `ra${Date.now() % 1e8}`;
    try {
      const a = await e2e.open('phone');
      await registerOnPhone(a.page, username, PASSWORD);
      const onA = await countSlices(a.page, 600);
      await a.page.goto('/h/release/store');
      await shown(a.page, 'release-form').waitFor({ timeout: 20_000 });
      await a.page.getByTestId('release-video-input').setInputFiles(file);
      await expect
        .poll(async () => Number(await shown(a.page, 'upload-progress').getAttribute('data-percent')), {
          timeout: 60_000,
        })
        .toBeGreaterThanOrEqual(30);
      // Leaving the page keeps A's saved state; the slices on the wire still land.
      await a.page.goto('/h/');
      await new Promise((r) => setTimeout(r, 1500));
      const fromA = onA.sent;

      const b = await e2e.open('phone', '/h/login');
      await shown(b.page, 'login-username').fill(username);
      await shown(b.page, 'login-password').fill(PASSWORD);
      await shown(b.page, 'login-submit').click();
      await b.page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
      const onB = await countSlices(b.page, 0);
      await b.page.goto('/h/release/store');
      await shown(b.page, 'release-form').waitFor({ timeout: 20_000 });
      // Nothing of A's upload is saved here: no resume offer, the ordinary picker.
      await expect(shown(b.page, 'upload-resume-offer').count()).resolves.toBe(0);
      await b.page.getByTestId('release-video-input').setInputFiles(file);
      await expect
        .poll(() => shown(b.page, 'upload-progress').getAttribute('data-state'), { timeout: 90_000 })
        .toBe('done');
      expect(fromA).toBeGreaterThan(0);
      expect(onB.sent).toBeLessThan(SLICES);
      expect(onB.sent + fromA).toBeGreaterThanOrEqual(SLICES);
      await expect(shown(b.page, 'upload-instant').count()).resolves.toBe(0);

      // Back on A: its resume offer stays; the server already has the file, so nothing is sent.
      onA.sent = 0;
      await a.page.goto('/h/release/store');
      const offer = shown(a.page, 'upload-resume-offer');
      await offer.waitFor({ timeout: 20_000 });
      await a.page.getByTestId('upload-resume-input').setInputFiles(file);
      await expect
        .poll(() => shown(a.page, 'upload-progress').getAttribute('data-state'), { timeout: 60_000 })
        .toBe('done');
      await expect(shown(a.page, 'upload-instant').textContent()).resolves.toContain('秒传');
      expect(onA.sent).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
