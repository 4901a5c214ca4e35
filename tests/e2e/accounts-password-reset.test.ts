import path from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ROOT, shown, useE2E } from './harness';

const e2e = useE2E();
const OLD_PASSWORD = 'e2e-forgotten-1';
const NEW_PASSWORD = 'e2e-recovered-2';

/** The newest code the sandbox SMS gateway "sent" to a mainland number, read from its developer page. */
async function outboxCode(phone: string): Promise<string> {
  const html = await (await fetch(`${e2e.server.url}/dev/sms-outbox`)).text();
  const body = new RegExp(`data-phone="\\+86${phone}">.*?<span class="body">([^<]*)`).exec(html)?.[1] ?? '';
  return /\d{6}/.exec(body)?.[0] ?? '';
}

describe('password reset', () => {
  it('phone: forgot password → code from the sandbox outbox → new password → log in with it', async () => {
    const username = `rs${Date.now() % 1e8}`;
    const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const token = await e2e.api('/api/account/registerByPassword', { username, password: OLD_PASSWORD });
    // A number is bound once the code sent to it comes back.
    await e2e.api('/api/account/sendBindCode', { phone, password: OLD_PASSWORD }, token);
    await e2e.api('/api/account/bindPhone', { phone, password: OLD_PASSWORD, code: await outboxCode(phone) }, token);

    const { page } = await e2e.open('phone', '/h/login');
    // Registration's terms and privacy links lead to pages of their own.
    await expect(shown(page, 'terms-link').getAttribute('href')).resolves.toBe('/h/terms');
    await expect(shown(page, 'privacy-link').getAttribute('href')).resolves.toBe('/h/privacy');
    await shown(page, 'login-forgot').click();
    await page.waitForURL((u) => u.pathname === '/h/user/user-resetword', { timeout: 20_000 });
    await shown(page, 'reset-phone').fill('12');
    await shown(page, 'reset-send').click();
    await expect.poll(() => shown(page, 'reset-phone-error').textContent(), { timeout: 10_000 }).toContain('11');
    await shown(page, 'reset-phone').fill(phone);
    await shown(page, 'reset-send').click();
    await expect.poll(() => shown(page, 'reset-sent').textContent(), { timeout: 20_000 }).toContain('验证码');
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/reset-mobile.png') });

    // The sandbox gateway's phone: the developer page lists the message with the code.
    const outbox = await page.context().newPage();
    await outbox.goto(`${e2e.server.url}/dev/sms-outbox`);
    const body = await outbox.locator(`li[data-phone="+86${phone}"] .body`).first().textContent();
    const code = /\d{6}/.exec(body ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();

    await shown(page, 'reset-code').fill(code);
    await shown(page, 'reset-password').fill(NEW_PASSWORD);
    await shown(page, 'reset-password2').fill(NEW_PASSWORD);
    await shown(page, 'reset-submit').click();
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });

    // The old session ended with the reset.
    await expect(e2e.api('/api/user/userinfo', {}, token)).rejects.toThrow(/420/);
    await shown(page, 'login-username').fill(username);
    await shown(page, 'login-password').fill(NEW_PASSWORD);
    await shown(page, 'login-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    // Back from the login passes over the reset form and the login itself: only the home is left behind them.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h');
    await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'user-username').textContent(), { timeout: 20_000 }).toContain(username);
    await expect.poll(() => shown(page, 'phone-bound').textContent(), { timeout: 20_000 }).toContain('****');
    // The bind form keeps the card's inner margins: its fields and button sit inside the card, not on its edge.
    const card = (await shown(page, 'phone-card').boundingBox())!;
    for (const id of ['phone-input', 'phone-send']) {
      const box = (await shown(page, id).boundingBox())!;
      expect([id, box.x - card.x >= 8, card.x + card.width - (box.x + box.width) >= 8]).toEqual([id, true, true]);
    }

    // Changing the number: a code goes to the new one, which is bound once that code is typed back.
    const next = `137${phone.slice(3)}`;
    await shown(page, 'phone-input').fill(next);
    await shown(page, 'phone-password').fill(NEW_PASSWORD);
    await shown(page, 'phone-send').click();
    await shown(page, 'phone-code').waitFor({ timeout: 20_000 });
    await expect(shown(page, 'phone-bound').textContent()).resolves.toContain(phone.slice(-4));
    await shown(page, 'phone-code').fill(await outboxCode(next));
    await shown(page, 'phone-save').click();
    await expect
      .poll(() => shown(page, 'phone-bound').textContent(), { timeout: 20_000 })
      .toContain(`137****${next.slice(-4)}`);
  });

  it('phone and desktop: the terms and privacy pages', async () => {
    const { page } = await e2e.open('phone', '/h/terms');
    await expect.poll(() => shown(page, 'legal-terms').textContent(), { timeout: 20_000 }).toContain('用户协议');
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/terms-mobile.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/privacy');
    await expect.poll(() => shown(page, 'legal-privacy').textContent(), { timeout: 20_000 }).toContain('隐私政策');
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/privacy-desktop.png') });
  });

  it('desktop: the login popup turns into the reset form and back', async () => {
    // A guest opening a login-only page gets the login popup over it.
    const { page } = await e2e.open('desktop', '/user/user-center');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shown(page, 'login-forgot').click();
    await shown(page, 'reset-form').waitFor();
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/reset-desktop.png') });
    await shown(page, 'reset-back').click();
    await shown(page, 'login-username').waitFor();
  });

  it('phone: a friend registers through the invite link; the share page shows the QR of that link, the friend and the reward', async () => {
    const host = `ih${Date.now() % 1e8}`;
    const token = await e2e.api('/api/account/registerByPassword', { username: host, password: OLD_PASSWORD });
    const info = await e2e.api('/api/user/r2Info', {}, token);

    const friend = await e2e.open('phone', `/h/login${info.invitePath.slice(1)}`);
    await shown(friend.page, 'mode-register').click();
    await expect(shown(friend.page, 'register-incode').inputValue()).resolves.toBe(info.incode);
    const friendName = `if${Date.now() % 1e8}`;
    await shown(friend.page, 'register-username').fill(friendName);
    await shown(friend.page, 'register-password').fill(NEW_PASSWORD);
    await shown(friend.page, 'register-password2').fill(NEW_PASSWORD);
    await shown(friend.page, 'register-submit').click();
    await friend.page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });

    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'login-username').fill(host);
    await shown(page, 'login-password').fill(OLD_PASSWORD);
    await shown(page, 'login-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    await page.goto('/h/user/user-share');
    const link = `${e2e.server.url}${info.invitePath}`;
    const qr = shown(page, 'invite-qr');
    await expect.poll(() => qr.getAttribute('data-link'), { timeout: 20_000 }).toBe(link);
    // No QR decoder is installed: read every module of the drawn image and compare it with the symbol the
    // library computes for the invite link (same error correction), i.e. the image encodes exactly that link.
    const symbol = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const drawn = await qr.evaluate(async (img: HTMLImageElement, size: number) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const margin = 2;
      const scale = img.naturalWidth / (size + margin * 2);
      const bits: number[] = [];
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) {
          const x = Math.floor((margin + c + 0.5) * scale);
          const y = Math.floor((margin + r + 0.5) * scale);
          bits.push(g.getImageData(x, y, 1, 1).data[0]! < 128 ? 1 : 0);
        }
      }
      return bits;
    }, symbol.size);
    expect(drawn).toEqual(Array.from(symbol.data, (b) => (b ? 1 : 0)));
    await expect(shown(page, 'invite-link').textContent()).resolves.toBe(link);
    await expect.poll(() => shown(page, 'invitee').count(), { timeout: 20_000 }).toBe(1);
    // Signing up earns nothing yet: the reward comes with the friend's first paid recharge.
    await expect(shown(page, 'invite-earned').textContent()).resolves.toBe('0 金币');
    await expect(shown(page, 'invitee-reward').textContent()).resolves.toBe('待首充');
    const friendToken = await e2e.api('/api/account/loginByPassword', { username: friendName, password: NEW_PASSWORD });
    const pack = (await e2e.api('/api/order/goodsList', { kind: 'gold' }))[0]!;
    const paying = await e2e.api(
      '/api/order/createPaying',
      { goodsId: pack.id, key: `invite${Date.now()}` },
      friendToken,
    );
    const paid = await fetch(`${e2e.server.url}${paying.payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await page.reload();
    await expect.poll(() => shown(page, 'invite-earned').textContent(), { timeout: 20_000 }).toBe('20 金币');
    await expect(shown(page, 'invitee-reward').textContent()).resolves.toBe('+20');
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/share-mobile.png'), fullPage: true });

    // The same session on a desktop-sized window: the page is in both layouts.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/user/user-share');
    await expect.poll(() => shown(page, 'invite-qr').getAttribute('data-link'), { timeout: 20_000 }).toBe(link);
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots/share-desktop.png') });
  });
});
