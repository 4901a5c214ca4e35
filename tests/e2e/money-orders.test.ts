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

describe('money as it is lived', () => {
  it('phone: an unpaid recharge is cancelled, another paid, from My orders; an upgrade shows and charges the difference', async () => {
    const packs = await e2e.api('/api/order/goodsList', { kind: 'gold' });
    const pack = packs.find((p) => p.gold === 1000);
    if (!pack) throw new Error('no 1000-gold pack in the seed');
    const { page } = await e2e.open('phone', '/h');
    await registerOnPhone(page, `orders${Date.now() % 1e8}`, PASSWORD);

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
    // A second on, the monthly card has been used a little: 299 of its 300 gold is still unused.
    await page.waitForTimeout(1500);
    await page.reload();
    await expect
      .poll(() => shown(page, 'vip-quote-2').textContent(), { timeout: 20_000 })
      .toMatch(/你支付 501 金币.*已抵扣 299/);
    await shown(page, 'vip-buy-2').click();
    const ask = (await shown(page, 'confirm').textContent()) ?? '';
    expect([ask.includes('501'), ask.includes('299')]).toEqual([true, true]);
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'vip-membership').getAttribute('data-level'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => shown(page, 'vip-balance').textContent(), { timeout: 20_000 }).toContain('199');
    await expect(shown(page, 'vip-history').textContent()).resolves.toContain('已抵扣 299');
  });
});
