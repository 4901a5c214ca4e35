import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIcons } from '../../../scripts/client-build/app-icon';
import { buildIdOf, partsOf, startFiles, writeBuildFiles } from '../../../scripts/client-build/build-files';
import type { BundleLike } from '../../../scripts/client-build/build-files';
import { shellFiles, writeServiceWorker } from '../../../scripts/client-build/service-worker';
import { webManifest } from '../../../scripts/client-build/web-manifest';
import type { BuildLatest, BuildMeta, RoutePayload } from '../../../protocol/build-files';
import { ROOT } from '../../e2e/support/server';
import { createTestApp } from '../helper';
import type { TestApp } from '../helper';

// The files the client build writes for installing and for the build check, written here by the same
// functions the build runs, then fetched through the server.
const INDEX = `<!doctype html><html lang="zh-CN"><head><link rel="manifest" href="/manifest.webmanifest">
<script type="application/json" id="app-config">__APP_CONFIG__</script>
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const SCREENS = `const home = lazyScreen(
  () => import('../screens/Home/HomeScreen'),
  (m) => m.HomeScreen,
);
const search = later('searchScreen');
export const ROUTE_VIEWS = {
  home: v(home, 'tHome'),
  search: v(search, 'tSearch'),
};
export const LATER_SCREENS = {
  searchScreen: () =>
    import('../screens/Search/SearchScreen').then((m) => m.SearchScreen),
};`;

describe('installable app files', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    clientDir = join(t.dataDir, 'client');
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    writeFileSync(join(clientDir, 'assets', 'HomeScreen-x1.js'), 'export const x = 1;\n');
    const icons = await writeIcons(clientDir);
    writeFileSync(join(clientDir, 'manifest.webmanifest'), JSON.stringify(webManifest(icons)));
    const screensDir = join(ROOT, 'src/app');
    const bundle: BundleLike = {
      'assets/app-abc123.js': {
        type: 'chunk',
        fileName: 'assets/app-abc123.js',
        isEntry: true,
        facadeModuleId: join(ROOT, 'src/main.tsx'),
        imports: [],
      },
      'assets/HomeScreen-x1.js': {
        type: 'chunk',
        fileName: 'assets/HomeScreen-x1.js',
        facadeModuleId: join(ROOT, 'src/screens/Home/HomeScreen.tsx'),
        imports: ['assets/app-abc123.js'],
        viteMetadata: { importedCss: new Set(['assets/HomeScreen-x1.css']) },
      },
      'assets/SearchScreen-y2.js': {
        type: 'chunk',
        fileName: 'assets/SearchScreen-y2.js',
        facadeModuleId: join(ROOT, 'src/screens/Search/SearchScreen.tsx'),
        imports: ['assets/app-abc123.js'],
      },
    };
    const meta = await writeBuildFiles(clientDir, bundle, SCREENS, screensDir);
    const shell = await shellFiles(clientDir, ['/manifest.webmanifest', ...icons.map((i) => i.src)], bundle);
    await writeServiceWorker(ROOT, clientDir, meta.id, shell);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a web app manifest with the required fields, and icons of the sizes it names', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    const manifest = res.json<ReturnType<typeof webManifest>>();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: '金帖',
      start_url: '/h',
      display: 'standalone',
      theme_color: '#080808',
      background_color: '#080808',
    });
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await t.app.inject({ url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(png.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    const apple = await sharp((await t.app.inject({ url: '/icons/apple-touch-icon.png' })).rawPayload).metadata();
    expect(apple.width).toBe(180);
  });

  it('serves the service worker same-origin as JavaScript, never cached for long, under the strict CSP', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
    const id = buildIdOf(INDEX);
    expect(res.body).toContain(`goldpost-shell-`);
    expect(res.body).toContain(JSON.stringify(id));
    // The shell it caches: index.html, what index.html links, the manifest and the icons.
    for (const file of ['/index.html', '/assets/app-abc123.js', '/manifest.webmanifest', '/icons/icon-192.png'])
      expect(res.body).toContain(`"${file}"`);
  });

  it('serves the build check files; their build id is the one the page carries', async () => {
    const page = await t.app.inject({ url: '/' });
    const pageId = (JSON.parse(/id="app-config">(.*?)<\/script>/s.exec(page.body)![1]!) as { buildId: string }).buildId;
    const latest = await t.app.inject({ url: `/builds/latest.json?t=${Date.now()}` });
    expect(latest.statusCode).toBe(200);
    expect(String(latest.headers['content-type'])).toMatch(/^application\/json/);
    expect(latest.headers['cache-control']).toBe('no-cache');
    const { id } = latest.json<BuildLatest>();
    expect(id).toBe(pageId);
    const meta = (await t.app.inject({ url: `/builds/meta/${id}.json` })).json<BuildMeta>();
    // A route whose screen is in the later table is found through it.
    expect(meta.routes).toEqual({ home: `/builds/${id}/home.json`, search: `/builds/${id}/search.json` });
    const payload = (await t.app.inject({ url: meta.routes.home! })).json<RoutePayload>();
    // The screen's own chunk and style; the entry's files are not repeated.
    expect(payload).toEqual({ id, route: 'home', files: ['/assets/HomeScreen-x1.js', '/assets/HomeScreen-x1.css'] });
  });

  it('fails the build when the screens table cannot be read', async () => {
    await expect(writeBuildFiles(clientDir, {}, 'export const nothing = 1;', join(ROOT, 'src/app'))).rejects.toThrow(
      /no route views/,
    );
    await expect(
      writeBuildFiles(clientDir, {}, `export const R = {\n  home: v(missing, 'tHome'),\n};`, join(ROOT, 'src/app')),
    ).rejects.toThrow(/not a lazyScreen constant/);
  });
});

describe('locale routing on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    writeFileSync(join(t.dataDir, 'client', 'index.html'), INDEX);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a first visit to the bare root from an English browser to /en, keeping the query', async () => {
    const en = 'en-GB,en;q=0.9,zh;q=0.3';
    const res = await t.app.inject({ url: '/?code=ch1', headers: { 'accept-language': en } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en?code=ch1');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    expect((await t.app.inject({ url: '/h', headers: { 'accept-language': en } })).headers.location).toBe('/en/h');
  });

  it('serves as asked once a language was chosen, to Chinese browsers, and on every other path', async () => {
    const en = 'en-US,en;q=0.9';
    const chosen = await t.app.inject({ url: '/', headers: { 'accept-language': en, cookie: 'a=1; locale=zh' } });
    expect(chosen.statusCode).toBe(200);
    expect(String(chosen.headers.vary)).toContain('Cookie');
    const zh = await t.app.inject({ url: '/', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(zh.statusCode).toBe(200);
    const deep = await t.app.inject({ url: '/search/0/0/tea', headers: { 'accept-language': en } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<html lang="zh-CN">');
  });

  it('serves /en pages as the app in English (html lang), with the same runtime config', async () => {
    for (const url of ['/en', '/en/h', '/en/h/search/0/0/tea']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="en">');
      expect(res.body).not.toContain('__APP_CONFIG__');
    }
    expect(readFileSync(join(t.dataDir, 'client', 'index.html'), 'utf8')).toContain('zh-CN');
  });
});

describe('the offline shell', () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    isEntry,
    facadeModuleId: null,
    imports,
    dynamicImports,
  });

  it("holds what a landing screen loads when used, but not every screen the entry's route table names", () => {
    const bundle: BundleLike = {
      'assets/index.js': chunk('assets/index.js', [], ['assets/Detail.js', 'assets/Other.js'], true),
      'assets/Detail.js': chunk('assets/Detail.js', ['assets/landing.js', 'assets/index.js']),
      'assets/landing.js': chunk('assets/landing.js', ['assets/index.js'], ['assets/Sheet.js']),
      'assets/Sheet.js': chunk('assets/Sheet.js', ['assets/landing.js', 'assets/Dialog.js'], ['assets/Qr.js']),
      'assets/Dialog.js': chunk('assets/Dialog.js', []),
      'assets/Qr.js': chunk('assets/Qr.js', []),
      'assets/Other.js': chunk('assets/Other.js', []),
    };
    const linked = new Set(['assets/index.js', 'assets/Detail.js', 'assets/landing.js']);
    expect(partsOf(bundle, linked).sort()).toEqual(['assets/Dialog.js', 'assets/Sheet.js']);
  });

  it('counts the start chunks with the entry, and leaves out what the shell loads on demand (the console)', () => {
    const bundle: BundleLike = {
      'assets/index.js': chunk('assets/index.js', [], ['assets/react-dom.js', 'assets/app.js', 'assets/Home.js'], true),
      'assets/react-dom.js': { ...chunk('assets/react-dom.js', []), name: 'react-dom' },
      'assets/app.js': {
        ...chunk('assets/app.js', ['assets/react-dom.js', 'assets/index.js', 'assets/app.css'], ['assets/Console.js']),
        name: 'app',
      },
      'assets/Console.js': chunk('assets/Console.js', ['assets/app.js']),
      'assets/Home.js': chunk('assets/Home.js', ['assets/app.js'], ['assets/Sheet.js']),
      'assets/Sheet.js': chunk('assets/Sheet.js', ['assets/app.js']),
    };
    expect(startFiles(bundle).sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/react-dom.js']);
    const linked = new Set([...startFiles(bundle), 'assets/Home.js']);
    expect(partsOf(bundle, linked)).toEqual(['assets/Sheet.js']);
  });
});
