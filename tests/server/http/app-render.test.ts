import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFileOf } from '../../../server/http/app-render';
import { createTestApp, dialects } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';

// The server puts the app's render of a landing page's first screen in `#root` (http/app-render.ts). The app's
// render entry is stood in for by one that writes out everything it is handed: whatever it is given can reach
// the HTML, so it must be a guest's view and nothing more.

const PAGE = `<!doctype html><html lang="zh-CN"><head><title>goldpost</title>
<link rel="preload" as="style" crossorigin href="/assets/landing-home.css">
<!--landing desktop--><link rel="preload" as="style" crossorigin href="/assets/desktop.css"><!--/landing-->
<script type="application/json" id="app-config">__APP_CONFIG__</script></head><body><div id="root">
  <!--boot-shell--><div class="boot"><!--boot-picture--><span class="boot-block"></span><!--/boot-picture--></div><!--/boot-shell-->
</div></body></html>`;

const ECHO = `export async function renderApp(req) {
  if (req.path === '/h/0/9') throw new Error('a screen that fails on the server');
  const replies = [...req.replies.values()].map((r) => r.data);
  const text = JSON.stringify({ path: req.path, mode: req.mode, lang: req.lang, lead: req.lead, replies });
  return '<main data-echo>' + text.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</main>';
}`;

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' };

describe.each(dialects)("the app's first screen in a landing page (%s)", (dialect) => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    writeFileSync(join(t.dataDir, 'client/index.html'), PAGE);
    writeFileSync(join(t.dataDir, 'client/assets/landing-home.css'), '.card{color:red}');
    writeFileSync(join(t.dataDir, 'client/assets/desktop.css'), '.frame{color:blue}');
    const file = renderFileOf(join(t.dataDir, 'client'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, ECHO);
    f = await insertFixtures(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string, headers: Record<string, string> = PHONE) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const root = (html: string) => html.slice(html.indexOf('<div id="root"'));

  it("renders a phone's home in place of the boot shell, laid out and styled from the first paint", async () => {
    const html = await page('/h');
    expect(root(html)).toMatch(/^<div id="root" data-rendered="mobile"><main data-echo>/);
    expect(html).not.toContain('boot-shell');
    expect(html).toContain('<html lang="zh-CN" data-mode="mobile" style="font-size: clamp(');
    // The screen's stylesheet is in the page (a link would hold the first paint back by a round trip).
    expect(html).toContain(
      '<style data-href="/assets/landing-home.css">.card{color:red}</style><link rel="stylesheet" href="/assets/landing-home.css" disabled>',
    );
    expect(html).toContain('"path":"/h","mode":"mobile","lang":"zh"');
    // The boot script decrypts the banner's first slide into the render's image of it, as into the boot shell's.
    expect(html).toContain('"lead":{"path":"img/cc/ad.bin","src":"/media/img/cc/ad.w960.bin"');
    // A phone's landing on the desktop path is rendered as the phone's start renders it.
    expect(root(await page('/'))).toContain('data-rendered="mobile"');
    // Without the desktop frame's code and styles.
    expect(html).not.toContain('desktop.css');
  });

  it("renders a desktop's landing in the desktop's frame, with its styles, guessed from the user agent", async () => {
    const html = await page('/', DESKTOP);
    expect(root(html)).toMatch(/^<div id="root" data-rendered="desktop"><main data-echo>/);
    expect(html).toContain('<html lang="zh-CN" data-mode="desktop" style="font-size: clamp(');
    expect(html).toContain('"path":"/","mode":"desktop"');
    expect(html).toContain('<style data-href="/assets/desktop.css">.frame{color:blue}</style>');
    expect(html).toContain('<style data-href="/assets/landing-home.css">');
    // The boot script decrypts the banner's desktop variant into the render's image of it.
    expect(html).toContain('"lead":{"path":"img/cc/ad.bin","src":"/media/img/cc/ad.w480.bin"');
    const res = await t.app.inject({ url: '/', headers: DESKTOP });
    expect(res.headers.vary).toContain('User-Agent');
    // The phone's paths are the phone's, whatever the browser says it is.
    expect(root(await page('/h', DESKTOP))).toContain('data-rendered="mobile"');
  });

  it('leaves a page whose render fails to the boot shell', async () => {
    const failed = await page('/h/0/9');
    expect(failed).toContain('<!--boot-shell-->');
    expect(failed).not.toContain('data-echo');
  });

  it("hands the render a guest's view of a post: never its contact, nor what a VIP post keeps for members", async () => {
    const open = await page(`/h/details/store/${f.posts.store}`);
    expect(root(open)).toContain('data-echo');
    expect(open).toContain('A neutral description');
    expect(open).not.toContain('tel 010-0000');

    const vip = await page(`/h/details/store/${f.vipPostId}`);
    expect(root(vip)).toContain('VIP Language School');
    for (const kept of ['tel 010-0000', '9:00–18:00', 'L-001', 'Street 1']) expect(vip).not.toContain(kept);
  });

  it("renders a search page from a guest's results: cards, never a contact or what a VIP post keeps", async () => {
    const found = await page('/h/search/0/0/School?sort=price');
    expect(root(found)).toMatch(/^<div id="root" data-rendered="mobile"><main data-echo>/);
    expect(found).toContain('"path":"/h/search/0/0/School"');
    expect(root(found)).toContain('VIP Language School');
    for (const kept of ['tel 010-0000', '9:00–18:00', 'L-001', 'Street 1']) expect(found).not.toContain(kept);
  });
});
