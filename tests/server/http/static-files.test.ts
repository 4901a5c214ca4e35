import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEYS, createTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import type { TestApp } from '../helper';

// What the build writes (vite.config.ts): a file and its .br/.gz twins.
const SCRIPT = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `shop ${i}` })))};\n`;
const STYLE = `.card{display:grid;gap:8px}\n`.repeat(100);

// Serving hardly touches the database (a detail page looks its post up), so one dialect is enough here.
describe('static files: compression and caching', () => {
  let t: TestApp;
  let client: string;
  // A detail page of a public post (a missing one answers 404).
  let detail = '';
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    detail = `/details/store/${(await insertFixtures(t.db)).posts.store}`;
    client = join(t.dataDir, 'client');
    const put = (rel: string, body: string, twins: boolean) => {
      writeFileSync(join(client, rel), body);
      if (!twins) return;
      writeFileSync(join(client, `${rel}.br`), brotliCompressSync(body));
      writeFileSync(join(client, `${rel}.gz`), gzipSync(body));
    };
    put('assets/index-Ab12Cd34.js', SCRIPT, true);
    put('assets/index-Ef56Gh78.css', STYLE, true);
    put('assets/tiny-Zz99Yy88.js', 'export {};\n', false);
    put('assets/stale-Qq11Ww22.js', SCRIPT, true);
    // A twin older than its file no longer stands for it (a file replaced by hand after the build).
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(join(client, 'assets/stale-Qq11Ww22.js.br'), past, past);
    utimesSync(join(client, 'assets/stale-Qq11Ww22.js.gz'), past, past);
    mkdirSync(join(client, 'img'), { recursive: true });
    writeFileSync(join(client, 'img/logo.png'), Buffer.alloc(2048, 1));
    writeFileSync(join(client, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["secret.ts"]}');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli twin to a client that accepts brotli, with its own length', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(String(res.headers['content-type'])).toMatch(/^text\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends gzip to a gzip-only client and to one refusing brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8, deflate']) {
      const res = await get('/assets/index-Ef56Gh78.css', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(STYLE);
    }
  });

  it('falls back to the file as it is: no Accept-Encoding, nothing acceptable, no twin, a stale twin', async () => {
    for (const [url, accept, body] of [
      ['/assets/index-Ab12Cd34.js', undefined, SCRIPT],
      ['/assets/index-Ab12Cd34.js', 'identity', SCRIPT],
      ['/assets/index-Ab12Cd34.js', 'br;q=0, gzip;q=0', SCRIPT],
      ['/assets/index-Ab12Cd34.js', 'deflate, zstd', SCRIPT],
      ['/assets/tiny-Zz99Yy88.js', 'br, gzip', 'export {};\n'],
      ['/assets/stale-Qq11Ww22.js', 'br, gzip', SCRIPT],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, `${url} ${accept}`).toBe(200);
      expect(res.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(body));
      expect(res.body).toBe(body);
    }
  });

  it('leaves images alone: no encoding, no Vary', async () => {
    const res = await get('/img/logo.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(2048);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good, compressed or not', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves index.html compressed and never cached without revalidation, the config intact', async () => {
    for (const [accept, decode] of [
      ['br', (b: Buffer) => brotliDecompressSync(b)],
      ['gzip', (b: Buffer) => gunzipSync(b)],
      ['identity', (b: Buffer) => b],
    ] as const) {
      for (const url of ['/', '/h', detail]) {
        const res = await get(url, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        // The bare roots may also redirect by language (locale routing), so their answer varies with it too;
        // a landing page without a language prefix carries replies in the language cookie's language, and off
        // the phone's `/h` paths its layout is guessed from the user agent.
        const vary = url === detail ? 'Accept-Encoding, Cookie' : 'Accept-Encoding, Accept-Language, Cookie';
        expect(res.headers['vary']).toBe(url === '/h' ? vary : `${vary}, User-Agent`);
        expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const html = decode(res.rawPayload).toString('utf8');
        expect(html).toContain(TEST_KEYS.apiKey);
        expect(html).not.toContain('__APP_CONFIG__');
      }
    }
  });

  it('never serves a source map, even one left in the served folder', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/missing.js.map', '/index.js.map']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });
});
