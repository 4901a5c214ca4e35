import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT, pathOf, shown, useE2E } from './harness';
import { registerOnPhone } from './support/register';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-money-secret-9';
const run = promisify(execFile);

/** The operator command line, on the test server's own database (SQLite under its DATA_DIR). */
async function admin(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2e.server.dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env });
  return stdout;
}

const register = (page: Page, username: string) => registerOnPhone(page, username, PASSWORD);

const balanceText = (page: Page) => shown(page, 'wallet-balance').textContent();

/** Confirms the open confirm dialog (an alert may follow it: its button has the same test id). */
async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByTestId('confirm');
  await dialog.getByTestId('dialog-confirm').click({ timeout: 20_000 });
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

async function withdrawalStatus(page: Page, id: string): Promise<string | null> {
  await page.reload();
  return page.locator(`[data-testid="withdrawal"][data-id="${id}"]`).getAttribute('data-status', { timeout: 20_000 });
}

describe('money', () => {
  it('phone: recharge in the sandbox → unlock a contact → buy VIP and open the locked post → withdraw, approved and rejected by the CLI → the statement', async () => {
    const vipPosts = await e2e.api('/api/info/getInfoVipList', { pageSize: 20 });
    const [toUnlock, toOpen] = vipPosts.list;
    if (!toUnlock || !toOpen) throw new Error('the seed has fewer than two VIP posts');
    const packs = await e2e.api('/api/order/goodsList', { kind: 'gold' });
    const pack = packs.find((p) => p.gold === 1000);
    if (!pack) throw new Error('no 1000-gold pack in the seed');

    const { page } = await e2e.open('phone', '/h');
    await register(page, `money${Date.now() % 1e8}`);

    // Recharge: pick a pack, pay, come back before paying: the page shows the order pending.
    await page.goto('/h/user/manage-gold');
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('0');
    await shown(page, 'statement-card-empty').waitFor();
    await shown(page, `gold-pack-${pack.id}`).click();
    await shown(page, 'recharge-pay').click();
    await page.waitForURL((u) => u.pathname.startsWith('/sandbox-pay/'), { timeout: 20_000 });
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/h/user/manage-gold', { timeout: 20_000 });
    await shown(page, 'recharge-pending').waitFor({ timeout: 20_000 });
    // Continue to the sandbox page and confirm there; its link back shows the gold arrived.
    await page.getByTestId('recharge-pending').getByRole('link').click();
    await page.waitForURL((u) => u.pathname.startsWith('/sandbox-pay/'), { timeout: 20_000 });
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.getByRole('link', { name: /返回/ }).click();
    await page.waitForURL((u) => u.pathname === '/h/user/manage-gold', { timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('recharge-result').locator('[data-status]').getAttribute('data-status'), {
        timeout: 20_000,
      })
      .toBe('paid');
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('1,000');
    // The link back named the order: once settled, the address forgets it, so a reload says nothing again.
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
    await page.reload();
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('1,000');
    await expect(page.getByTestId('recharge-result').count()).resolves.toBe(0);

    // A VIP post's contact is hidden until paid for; unlocking shows it, ready to call.
    await page.goto(`/h/details/${toUnlock.kind}/${toUnlock.id}`);
    await shown(page, 'detail-vip-locked').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('contact-value').count()).resolves.toBe(0);
    await expect.poll(() => shown(page, 'detail-unlock').textContent(), { timeout: 20_000 }).toContain('30');
    await shown(page, 'detail-unlock').click();
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'contact-value').textContent(), { timeout: 20_000 }).toMatch(/\d{4}/);
    await expect(shown(page, 'contact-call').getAttribute('href')).resolves.toMatch(/^tel:\+?\d{7,}$/);
    await expect(shown(page, 'contact-sms').getAttribute('href')).resolves.toMatch(/^sms:/);

    // Another locked VIP post: "join VIP" leads to /group; buying the monthly card opens the post.
    await page.goto(`/h/details/${toOpen.kind}/${toOpen.id}`);
    await shown(page, 'detail-open-vip').click();
    await page.waitForURL((u) => u.pathname === '/h/group', { timeout: 20_000 });
    await expect.poll(() => shown(page, 'vip-balance').textContent(), { timeout: 20_000 }).toContain('970');
    await shown(page, 'vip-buy-1').click();
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'vip-membership').getAttribute('data-level'), { timeout: 20_000 }).toBe('1');
    // The same screen shows what is left after paying, and a 30-day card as 30 days.
    await expect.poll(() => shown(page, 'vip-balance').textContent(), { timeout: 20_000 }).toContain('670');
    await expect(shown(page, 'vip-expiry').textContent()).resolves.toContain('剩余 30 天');
    await page.goto(`/h/details/${toOpen.kind}/${toOpen.id}`);
    await shown(page, 'detail').waitFor({ timeout: 20_000 });
    await expect.poll(() => shown(page, 'contact-value').textContent(), { timeout: 20_000 }).toMatch(/\d{4}/);
    await expect(page.getByTestId('detail-vip-locked').count()).resolves.toBe(0);

    // A payout account: a bad number is said under its field; a good one is listed masked.
    await page.goto('/h/user/manage-withdraw');
    await shown(page, 'account-add').click();
    await shown(page, 'account-method').selectOption('bank');
    await shown(page, 'account-holder').fill('测试收款人');
    await shown(page, 'account-no').fill('1234 5678');
    await shown(page, 'account-save').click();
    await expect.poll(() => shown(page, 'account-no-error').textContent()).toContain('12–19');
    await shown(page, 'account-no').fill('6222 0000 1111 2222');
    await shown(page, 'account-save').click();
    // A card names its bank: asked under its field before anything is sent.
    await expect.poll(() => shown(page, 'account-bank-error').textContent()).toContain('开户银行');
    await shown(page, 'account-bank').fill('招商银行');
    await shown(page, 'account-save').click();
    await expect
      .poll(() => shown(page, 'payout-account-no').textContent(), { timeout: 20_000 })
      .toBe('招商银行 ************2222');

    // Withdraw: under the minimum is refused before sending; 200 goes pending and is held.
    await shown(page, 'withdraw-amount').fill('50');
    await shown(page, 'withdraw-submit').click();
    await expect.poll(() => shown(page, 'withdraw-amount-error').textContent()).toContain('100');
    await shown(page, 'withdraw-amount').fill('200');
    await shown(page, 'withdraw-submit').click();
    // One look before the gold is held, in money: 200 less the 2 % fee at 10 gold a yuan.
    const ask = (await shown(page, 'confirm').textContent()) ?? '';
    expect([ask.includes('200 金币'), ask.includes('¥19.60'), ask.includes('2222')]).toEqual([true, true, true]);
    await confirmDialog(page);
    const first = page.locator('[data-testid="withdrawal"][data-status="pending"]');
    await first.waitFor({ timeout: 20_000 });
    const firstId = (await first.getAttribute('data-id'))!;
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('470');
    await expect(shown(page, 'wallet-held').textContent()).resolves.toContain('200');
    await expect(first.getByTestId('withdrawal-payout').textContent()).resolves.toContain('¥19.60');
    // The account a pending withdrawal pays to cannot be deleted, and the page says why.
    await shown(page, 'payout-account-remove').click();
    await confirmDialog(page);
    await expect.poll(() => shown(page, 'alert').textContent(), { timeout: 20_000 }).toContain('提现');
    await page.getByTestId('alert').getByTestId('dialog-confirm').click();
    await page.getByTestId('alert').waitFor({ state: 'detached', timeout: 10_000 });

    // The operator approves it from the command line: the payout is in progress, not yet arrived, and the
    // gold stays held; it reads paid only once the payout is confirmed.
    await expect(admin('withdrawals', 'pending')).resolves.toContain(firstId);
    await admin('withdrawals', 'approve', firstId);
    await page.reload();
    await expect.poll(() => withdrawalStatus(page, firstId), { timeout: 30_000 }).toBe('paying');
    const paying = page.locator(`[data-testid="withdrawal"][data-id="${firstId}"]`);
    await expect(paying.getByTestId('withdrawal-status').textContent()).resolves.toBe('打款中');
    await expect(shown(page, 'wallet-held').textContent()).resolves.toContain('200');
    await admin('withdrawals', 'paid', firstId);
    await page.reload();
    await expect.poll(() => withdrawalStatus(page, firstId), { timeout: 30_000 }).toBe('paid');
    await expect(paying.getByTestId('withdrawal-status').textContent()).resolves.toBe('已到账');

    // A second request, rejected with a reason: the reason shows and the gold comes back.
    await shown(page, 'withdraw-amount').fill('100');
    await shown(page, 'withdraw-submit').click();
    await confirmDialog(page);
    const second = page.locator('[data-testid="withdrawal"][data-status="pending"]');
    await second.waitFor({ timeout: 20_000 });
    const secondId = (await second.getAttribute('data-id'))!;
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('370');
    await admin('withdrawals', 'reject', secondId, '--reason', '账户信息不符');
    await expect.poll(() => withdrawalStatus(page, secondId), { timeout: 30_000 }).toBe('rejected');
    await expect(shown(page, 'withdrawal-reason').textContent()).resolves.toContain('账户信息不符');
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('470');

    // A third, taken back by the member while under review: the gold returns without an operator.
    await shown(page, 'withdraw-amount').fill('150');
    await shown(page, 'withdraw-submit').click();
    await confirmDialog(page);
    const third = page.locator('[data-testid="withdrawal"][data-status="pending"]');
    await third.waitFor({ timeout: 20_000 });
    const thirdId = (await third.getAttribute('data-id'))!;
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('320');
    await third.getByTestId('withdrawal-cancel').click();
    await confirmDialog(page);
    await expect.poll(() => withdrawalStatus(page, thirdId), { timeout: 30_000 }).toBe('cancelled');
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('470');
    // Nothing was charged on a request taken back: it shows no fee.
    const cancelled = page.locator(`[data-testid="withdrawal"][data-id="${thirdId}"]`);
    await expect(cancelled.getByTestId('withdrawal-fee').count()).resolves.toBe(0);
    await expect(page.getByTestId('withdrawal-cancel').count()).resolves.toBe(0);

    // The statement lists every movement, newest first, each with the balance after it.
    await page.goto('/h/user/manage-gold');
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 20_000 }).toBe(8);
    const kinds = await page.getByTestId('statement-line').evaluateAll((els) => els.map((e) => e.dataset.kind));
    expect(kinds).toEqual([
      'withdraw_cancelled',
      'withdraw_hold',
      'withdraw_rejected',
      'withdraw_hold',
      'withdraw_hold',
      'vip',
      'unlock_paid',
      'recharge',
    ]);
    const balances = await page.getByTestId('statement-balance').allTextContents();
    expect(balances.map((b) => b.replace(/\D/g, ''))).toEqual([
      '470',
      '320',
      '470',
      '370',
      '470',
      '670',
      '970',
      '1000',
    ]);
    await expect(admin('ledger', 'check')).resolves.toContain('ledger ok');
    expect(pathOf(page)).toBe('/h/user/manage-gold');
  });

  it('desktop: a guest sees the VIP offer with prices in gold; buying asks to log in first', async () => {
    const { page } = await e2e.open('desktop', '/group');
    await expect.poll(() => page.getByTestId('vip-tier').count(), { timeout: 20_000 }).toBe(4);
    await expect(shown(page, 'vip-tiers').textContent()).resolves.toMatch(/300\s*金币/);
    await shown(page, 'vip-buy-1').click();
    await shown(page, 'login-popup').waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/group');
  });
});
