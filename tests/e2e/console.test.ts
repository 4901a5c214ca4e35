import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PostDraft } from '../../protocol/release';
import { pathOf, shown, useE2E } from './harness';
import { loginInPopup } from './support/login';

const e2e = useE2E();

const CONSOLE_CHUNK = /\/assets\/(ConsoleApp|DashboardScreen|ReviewScreen|WithdrawalsScreen|AuditScreen)-/;

/** Logs in through the desktop login popup on home. */
async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await loginInPopup(page, { username, password });
}

describe('operators console (desktop)', () => {
  it('a normal user typing the console address gets the 404 page and never downloads the console', async () => {
    const { page } = await e2e.open('desktop');
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (CONSOLE_CHUNK.test(r.url())) chunks.push(r.url());
    });
    await page.goto('/console');
    await shown(page, 'error-404').waitFor({ timeout: 20_000 });
    await login(page, 'demo', 'goldpost-demo');
    for (const path of ['/console', '/console/review', '/console/roles']) {
      await page.goto(path);
      await shown(page, 'error-404').waitFor({ timeout: 20_000 });
      expect(pathOf(page)).toBe(path);
    }
    expect(chunks).toEqual([]);
  });

  it('review, withdrawals and the audit log: each decision reaches the user and the log', async () => {
    const api = e2e.api;
    const demo = await api('/api/account/loginByPassword', { username: 'demo', password: 'goldpost-demo' });
    const tax = await api('/api/info/getInfoType', {});
    const some = (await api('/api/info/getInfoList', { kind: 'store' })).list[0]!;
    const images = (await api('/api/info/getInfo', { id: some.id })).images.slice(0, 2);
    const draft = (title: string): PostDraft => ({
      kind: 'store',
      title,
      cityCode: tax.cities[0]!.code,
      typeCode: tax.types[0]!.code,
      modeCode: tax.modes[0]!.code,
      description: 'A quiet corner shop with fresh bread and coffee every morning.',
      priceMin: 10,
      priceMax: 30,
      address: 'Orchard Road 12',
      hours: '8:00-18:00',
      contact: '138-0000-2222',
      tags: [],
      images,
      videoId: null,
      videoPic: null,
      certType: null,
      facts: {},
    });
    const good = (await api('/api/info/postInfo', draft('Console Approve Bakery'), demo)).id;
    const bad = (await api('/api/info/postInfo', draft('Console Reject Bakery'), demo)).id;
    const acct = await api(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Demo', accountNo: '13900002222' },
      demo,
    );
    const wd = await api(
      '/api/order/withdraw',
      { amount: 150, accountId: acct.id, key: `e2e-console-${Date.now()}` },
      demo,
    );

    // The moderator approves one post with the key and rejects the other with a reason.
    const mod = await e2e.open('desktop');
    await login(mod.page, 'moderator', 'goldpost-mod');
    await mod.page.goto('/console/review');
    const goodCard = mod.page.locator(`[data-testid=review-item][data-post-id="${good}"]`);
    await goodCard.waitFor({ timeout: 30_000 });
    // The kind in the console's language, not the protocol's word.
    await expect(goodCard.textContent()).resolves.toContain(`#${good} · 商家`);
    await goodCard.click({ position: { x: 10, y: 10 } });
    await mod.page.keyboard.press('a');
    await goodCard.waitFor({ state: 'detached', timeout: 20_000 });
    const badCard = mod.page.locator(`[data-testid=review-item][data-post-id="${bad}"]`);
    await badCard.locator('input[type=text], input:not([type])').first().fill('图片与地址不符');
    await badCard.getByTestId('review-reject').click();
    await badCard.waitFor({ state: 'detached', timeout: 20_000 });
    await expect(shown(mod.page, 'console-nav-withdrawals').count()).resolves.toBe(0);

    // The poster sees both outcomes in my posts, the reason with the rejected one.
    const poster = await e2e.open('desktop');
    await login(poster.page, 'demo', 'goldpost-demo');
    await poster.page.goto('/user/my-posts');
    const rejected = poster.page.locator(`[data-testid=my-post][data-id="${bad}"]`);
    await rejected.waitFor({ timeout: 30_000 });
    await expect(rejected.getAttribute('data-status')).resolves.toBe('3');
    await expect(rejected.getByTestId('my-post-review-note').textContent()).resolves.toContain('图片与地址不符');
    await expect(
      poster.page.locator(`[data-testid=my-post][data-id="${good}"]`).getAttribute('data-status'),
    ).resolves.toBe('2');

    // Finance reads the whole account (audited), then approves through the sandbox payout.
    const fin = await e2e.open('desktop');
    await login(fin.page, 'finance', 'goldpost-finance');
    await fin.page.goto('/console/withdrawals');
    const item = fin.page.locator(`[data-testid=withdrawal-item][data-withdrawal-id="${wd.id}"]`);
    await item.waitFor({ timeout: 30_000 });
    await expect(item.getByTestId('withdrawal-account').textContent()).resolves.not.toContain('13900002222');
    await item.getByTestId('withdrawal-reveal').click();
    await expect.poll(() => item.getByTestId('withdrawal-account').textContent()).toContain('13900002222');
    await item.getByTestId('withdrawal-approve-sandbox').click();
    // A payout asks once more, naming the amount and the account in words.
    const ask = (await shown(fin.page, 'confirm').textContent()) ?? '';
    expect([ask.includes('150 金币'), ask.includes('¥14.70'), ask.includes('支付宝 · Demo')]).toEqual([
      true,
      true,
      true,
    ]);
    await shown(fin.page, 'dialog-confirm').click();
    // Approved is being paid, not paid: the sandbox confirms it a moment later.
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 20_000 }).toBe('paying');
    const statusOf = async () =>
      (await api('/api/order/listWithdraw', {}, demo)).list.find((w) => w.id === wd.id)?.status;
    await expect.poll(statusOf, { timeout: 20_000 }).toBe('paid');

    // The admin's audit log shows each action.
    const adm = await e2e.open('desktop');
    await login(adm.page, 'admin', 'goldpost-admin');
    await adm.page.goto('/console/audit');
    await shown(adm.page, 'audit-table').waitFor({ timeout: 30_000 });
    const actions = await adm.page
      .getByTestId('audit-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    expect(actions.slice(0, 4)).toEqual([
      'withdrawal.approve',
      'withdrawal.reveal_account',
      'post.reject',
      'post.approve',
    ]);
    await adm.page.screenshot({ path: 'docs/screenshots/console-audit-desktop.png' });
    // Codes read as words: the action, its target and the change.
    const first = adm.page.getByTestId('audit-row').first();
    await expect(first.locator('td').nth(2).textContent()).resolves.toBe('批准提现并打款');
    const rejectRow = adm.page.locator('[data-testid=audit-row][data-action="post.reject"]');
    await expect(rejectRow.locator('td').nth(3).textContent()).resolves.toMatch(/^信息 #\d+$/);
    await expect(rejectRow.getByTestId('audit-change').textContent()).resolves.toContain('status: 待审核 → 审核未通过');
    await shown(adm.page, 'audit-action').selectOption('post.reject');
    await shown(adm.page, 'audit-filter').click();
    await expect
      .poll(() =>
        adm.page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action'))),
      )
      .toEqual(['post.reject']);

    // An operator reading the site in English opens the console at its one address, in English.
    await adm.page.goto('/en/console/audit');
    await shown(adm.page, 'audit-table').waitFor({ timeout: 30_000 });
    expect(pathOf(adm.page)).toBe('/console/audit');
    await expect.poll(() => adm.page.title()).toBe('Audit log · Operations console');
  });
});
