import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../../protocol/types';
import { INDEX_HTML, TEST_KEYS, createTestApp } from '../helper';
import type { TestApp } from '../helper';

// Client serving does not touch the database, so one dialect is enough here.
describe('client serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      beforeReady: (app) => {
        app.get('/boom', async () => {
          throw new Error('secret detail');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const configIn = (html: string): RuntimeConfig => {
    const m = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(html);
    expect(m).not.toBeNull();
    return JSON.parse(m![1]!) as RuntimeConfig;
  };

  it('injects the runtime config into index.html on SPA routes', async () => {
    for (const url of ['/', '/h', '/user/user-center', '/h/search/0/0/tea', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('__APP_CONFIG__');
      const config = configIn(res.body);
      expect(config).toEqual({
        apiBase: '/api.php',
        keys: {
          apiKey: TEST_KEYS.apiKey,
          apiIv: TEST_KEYS.apiIv,
          signKey: TEST_KEYS.signKey,
          mediaKey: TEST_KEYS.mediaKey,
        },
        adaptationThreshold: 768,
        buildId: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      expect(JSON.stringify(config)).not.toContain(TEST_KEYS.uploadImgKey);
    }
  });

  it('serves the same config at /__runtime-config', async () => {
    const page = configIn((await t.app.inject({ url: '/' })).body);
    const res = await t.app.inject({ url: '/__runtime-config' });
    expect(res.json()).toEqual(page);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends a strict CSP without inline scripts, and other security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(INDEX_HTML).toContain('__APP_CONFIG__');
  });

  it('serves assets with long caching and 404s missing files instead of HTML', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['content-type'])).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plainFile = await t.app.inject({ url: '/humans.txt' });
    expect(plainFile.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/..%2f..%2fkeys.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/%2e%2e/keys.json' })).body).not.toContain(TEST_KEYS.signKey);
    expect((await t.app.inject({ url: '/api.php/api/home/getAds' })).statusCode).toBe(404);
  });

  it('hides a thrown error on any route behind a request id', async () => {
    const res = await t.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toMatch(/^internal error, request id [0-9a-f]+$/);
    expect(res.body).not.toContain('secret detail');
    expect(t.logs.join('\n')).toContain('secret detail');
  });
});

describe('client serving without a build', () => {
  it('tells the person to run npm run build', async () => {
    const t = await createTestApp('sqlite', { withClient: false });
    try {
      const res = await t.app.inject({ url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await t.app.inject({ url: '/__runtime-config' })).json()).toMatchObject({ buildId: 'dev' });
    } finally {
      await t.close();
    }
  });
});
