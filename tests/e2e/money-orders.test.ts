import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { shown, useE2E } from './harness';
import { registerOnPhone } from './support/register';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-orders-secret-9';

async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByTestId('confirm');
  await dialog.getByTestId('dialog-confirm').click({ timeout: 20_000 });
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

/** Picks the pack, goes to the sandbox pay page and leaves it unpaid. */
async function leaveUnpaid(page: Page, packId: number): Promise<void> {
  await page.goto('/h/user/manage-gold');
  await shown(page, `gold-pack-${packId}`).click();
  await shown(page, 'recharge-pay').click();
  await page.waitForURL((u) => u.pathname.startsWith('/sandbox-pay/'), { timeout: 20_000 });
}

const newest = (page: Page) => page.getByTestId('order-item').first();

/** Years of support's grants for `username`, written to the server's own SQLite file (older than any purchase). */
function oldGrants(username: string, count: number): void {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { id } = db.prepare('select id from users where username = ?').get(username) as { id: number };
    const t0 = Math.floor(Date.now() / 1000) - 1000 * 86_400;
    const insert = db.prepare(
      `insert into vip_grants (user_id, goods_id, level, from_level, starts_at, expires_at, price_gold, transfer_id,
         created_at) values (?, 0, 1, 1, ?, ?, 0, 0, ?)`,
    );
    for (let k = 0; k < count; k++) insert.run(id, t0 + k * 86_400, t0 + (k + 1) * 86_400, t0 + k * 86_400);
  } finally {
    db.close();
  }
}

describe('money as it is lived', () => {
  it('phone: an unpaid recharge is cancelled, another paid, from My orders; an upgrade shows and charges the difference; the VIP history pages', async () => {
    const packs = await e2e.api('/api/order/goodsList', { kind: 'gold' });
    const pack = packs.find((p) => p.gold === 1000);
    if (!pack) throw new Error('no 1000-gold pack in the seed');
    const { page } = await e2e.open('phone', '/h');
    const username = `orders${Date.now() % 1e8}`;
    await registerOnPhone(page, username, PASSWORD);

    // Left unpaid, then cancelled from My orders: it reads cancelled and offers nothing more.
    await leaveUnpaid(page, pack.id);
    await page.goto('/h/user/my-order');
    await expect.poll(() => newest(page).getAttribute('data-status'), { timeout: 20_000 }).toBe('created');
    await newest(page).getByTestId('order-cancel').click();
    await confirmDialog(page);
    await expect.poll(() => newest(page).getAttribute('data-status'), { timeout: 20_000 }).toBe('cancelled');
    await expect(page.getByTestId('order-pay').count()).resolves.toBe(0);

    // Left unpaid again, then paid from My orders: the pay page again, and the gold page sees the gold arrive.
    await leaveUnpaid(page, pack.id);
    await page.goto('/h/user/my-order');
    await expect.poll(() => newest(page).getAttribute('data-status'), { timeout: 20_000 }).toBe('created');
    await newest(page).getByTestId('order-pay').click();
    await page.waitForURL((u) => u.pathname.startsWith('/sandbox-pay/'), { timeout: 20_000 });
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.getByRole('link', { name: /返回/ }).click();
    await page.waitForURL((u) => u.pathname === '/h/user/manage-gold', { timeout: 20_000 });
    await expect.poll(() => shown(page, 'wallet-balance').textContent(), { timeout: 20_000 }).toBe('1,000');

    // A monthly card, then the quarterly one: the card says what is paid after the credit, and so does the confirm.
    await page.goto('/h/user/user-vip');
    await shown(page, 'vip-buy-1').click();
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'vip-membership').getAttribute('data-level'), { timeout: 20_000 }).toBe('1');
    // The quotes the purchase answered with, a second or two on: the monthly card's 300 gold still counts whole
    // (credit is rounded up to the coin), so the upgrade is charged what the card says, with no second confirm.
    await expect
      .poll(() => shown(page, 'vip-quote-2').textContent(), { timeout: 20_000 })
      .toMatch(/你支付 500 金币.*已抵扣 300/);
    await page.waitForTimeout(1500);
    await shown(page, 'vip-buy-2').click();
    const ask = (await shown(page, 'confirm').textContent()) ?? '';
    expect([ask.includes('500'), ask.includes('300')]).toEqual([true, true]);
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'vip-membership').getAttribute('data-level'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => shown(page, 'vip-balance').textContent(), { timeout: 20_000 }).toContain('200');
    await expect(shown(page, 'vip-history').textContent()).resolves.toContain('已抵扣 300');

    // A long history shows 20 rows, then "more" brings the rest (it used to stop at 50 without a word).
    oldGrants(username, 23);
    await page.reload();
    await expect.poll(() => page.getByTestId('vip-grant').count(), { timeout: 20_000 }).toBe(20);
    await shown(page, 'vip-history-more').click();
    await expect.poll(() => page.getByTestId('vip-grant').count(), { timeout: 20_000 }).toBe(25);
    await expect(page.getByTestId('vip-history-more').count()).resolves.toBe(0);
  });
});
