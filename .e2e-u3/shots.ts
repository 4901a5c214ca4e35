// U3 scratch: screenshots of the release forms and my posts at both sizes (not committed).
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { apiClient } from '../tests/e2e/support/api-client';
import { startServer } from '../tests/e2e/support/server';
import { CHROMIUM_ARGS, VIEWPORTS } from '../tests/e2e/support/browser';

const OUT = process.argv[2] ?? '/tmp/u3shots';
const server = await startServer({ seedPosts: 40 });
const api = apiClient(server.url, server.keys);
const user = `shot${Date.now() % 1e6}`;
const token = await api('/api/account/registerByPassword', { username: user, password: 'shot-secret-1' });
const list = await api('/api/info/getInfoList', { page: 1 });
const covers = list.list.map((p) => p.cover).filter((c): c is string => !!c);
const tax = await api('/api/info/getInfoType', {});
const ids: number[] = [];
const titles = ['老街手工咖啡馆', '城南少儿英语培训', '社区家电维修', '中医推拿理疗馆', '湖畔书店', '精品茶室', '外语角交流会', '钢琴家教上门'];
for (const [i, t] of titles.entries()) {
  const r = await api('/api/info/postInfo', {
    kind: 'store', title: t, cityCode: tax.cities[i % tax.cities.length]!.code, typeCode: tax.types[0]!.code, modeCode: tax.modes[0]!.code,
    description: '这里是一段足够长的介绍文字，用来展示。', priceMin: 30 + i * 10, priceMax: i % 3 ? 100 + i * 10 : null, address: '老街 12 号', hours: '10:00-21:00',
    contact: '13800138000', tags: ['安静'], images: [covers[i % covers.length]!], videoId: null, videoPic: null, certType: null, facts: {},
  }, token);
  ids.push(r.id);
}
const adm = (...a: string[]) => spawnSync('npx', ['tsx', 'scripts/admin.ts', ...a], { cwd: process.cwd(), env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
console.log(adm('posts', 'approve', String(ids[0])).stdout, adm('posts', 'approve', String(ids[1])).stdout);
console.log(adm('posts', 'reject', String(ids[2]), '--reason', '照片模糊，请上传清晰的门店照片').stdout);
adm('posts', 'ban', String(ids[3]));
await api('/api/info/changeStatus', { id: ids[1]!, action: 'takeDown' }, token);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const vp of ['phone', 'desktop'] as const) {
  const ctx = await browser.newContext({ ...VIEWPORTS[vp], baseURL: server.url, locale: 'zh-CN' });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(vp, 'console', m.text()));
  page.on('pageerror', (e) => console.log(vp, 'pageerror', e.message));
  const h = vp === 'phone' ? '/h' : '';
  if (vp === 'phone') {
    await page.goto('/h/login');
  } else {
    await page.goto('/');
    await page.getByTestId('login-button').filter({ visible: true }).click();
  }
  await page.getByTestId('login-username').filter({ visible: true }).fill(user);
  await page.getByTestId('login-password').filter({ visible: true }).fill('shot-secret-1');
  await page.getByTestId('login-submit').filter({ visible: true }).click();
  await page.waitForTimeout(1500);
  await page.goto(`${h}/user/my-posts`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}/${vp}-myposts.png`, fullPage: false });
  await page.getByTestId('my-posts-publish').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/${vp}-chooser.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${h}/release/store`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${OUT}/${vp}-store-new.png`, fullPage: true });
  await page.getByTestId('release-submit').filter({ visible: true }).click();
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/${vp}-store-errors.png`, fullPage: true });
  await page.evaluate(() => ((globalThis as { __resumable?: unknown }).__resumable = { name: 'shop-tour-4k.mp4', size: 2.3 * 1024 ** 3 }));
  await page.goto(`${h}/release/store/${ids[2]}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}/${vp}-store-edit.png`, fullPage: true });
  await page.getByTestId('release-video-input').setInputFiles({ name: 'shop-tour.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1000) });
  await page.waitForTimeout(800);
  await page.locator('[data-field="video"]').screenshot({ path: `${OUT}/${vp}-video.png` });
  await page.goto(`${h}/release/certification`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${OUT}/${vp}-cert.png`, fullPage: true });
  await page.goto(`${h}/release/broker`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${vp}-broker.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
await server.stop();
