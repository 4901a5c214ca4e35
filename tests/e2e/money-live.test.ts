import { describe, expect, it } from 'vitest';
import { shown, useE2E } from './harness';
import { registerOnPhone } from './support/register';

const e2e = useE2E();
const PASSWORD = 'e2e-live-secret-4';
const FINANCE = { username: 'finance', password: 'goldpost-finance' };

describe('a live wallet', () => {
  it('phone: an open wallet shows a recharge paid elsewhere, and the withdraw page a payout, without a reload', async () => {
    const packs = await e2e.api('/api/order/goodsList', { kind: 'gold' });
    const pack = packs.find((p) => p.gold === 1000);
    if (!pack) throw new Error('no 1000-gold pack in the seed');
    const username = `live${Date.now() % 1e8}`;
    const { page } = await e2e.open('phone', '/h');
    await registerOnPhone(page, username, PASSWORD);
    // The same person on another device: pays there while this page stays open.
    const token = await e2e.api('/api/account/loginByPassword', { username, password: PASSWORD });

    await page.goto('/h/user/manage-gold');
    await expect.poll(() => shown(page, 'wallet-balance').textContent(), { timeout: 20_000 }).toBe('0');
    const order = await e2e.api('/api/order/createPaying', { goodsId: pack.id, key: `live-${username}` }, token);
    const paid = await fetch(`${e2e.server.url}${order.payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await expect.poll(() => shown(page, 'wallet-balance').textContent(), { timeout: 20_000 }).toBe('1,000');

    // A withdrawal asked from the other device follows finance here, again without a reload: approved, the
    // payout is on its way (paying); confirmed by finance, it has arrived (paid).
    const account = await e2e.api(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Live Tester', accountNo: '13700009999' },
      token,
    );
    const asked = await e2e.api(
      '/api/order/withdraw',
      { amount: 200, accountId: account.id, key: `live-w-${username}` },
      token,
    );
    await page.goto('/h/user/manage-withdraw');
    const row = page.locator(`[data-testid="withdrawal"][data-id="${asked.id}"]`);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('pending');
    const financeToken = await e2e.api('/api/account/loginByPassword', FINANCE);
    await e2e.api('/api/admin/withdrawalDecide', { id: asked.id, action: 'approve' }, financeToken);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('paying');
    await e2e.api('/api/admin/payoutSettle', { id: asked.id, outcome: 'paid' }, financeToken);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
  });
});
