import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepLanding, landingOf } from '../../../server/http/landing';
import { createTestApp } from '../helper';
import type { TestApp } from '../helper';

const HOME_LINK = '<link rel="modulepreload" crossorigin href="/assets/HomeScreen-a1.js">';
const FRAME_LINK = '<link rel="modulepreload" crossorigin href="/assets/DesktopLayout-c3.js">';
const DETAIL_LINK = '<link rel="modulepreload" crossorigin href="/assets/DetailScreen-b2.js">';
const PAGE = `<!doctype html><html><head><script type="application/json" id="app-config">__APP_CONFIG__</script>
<!--landing home-->${HOME_LINK}<!--/landing--><!--landing details-->${DETAIL_LINK}<!--/landing--></head><body></body></html>`;

describe('landingOf', () => {
  it('knows the home in both layouts, with and without filter codes', () => {
    for (const path of ['/', '/h', '/h/', '/3', '/h/3/2', '/0/0/1/4', '/h/0/0/1/4/']) {
      expect(landingOf(path), path).toBe('home');
    }
  });

  it('knows the four detail pages in both layouts', () => {
    for (const path of [
      '/details/store/12',
      '/h/details/personal/1',
      '/details/certification/7/',
      '/h/details/broker/9',
    ]) {
      expect(landingOf(path), path).toBe('details');
    }
  });

  it('knows a search with a keyword in both layouts, and not the search page before a query', () => {
    for (const path of ['/search/0/0/tea', '/h/search/3/2/tea/4', '/h/search/0/0/%E8%8C%B6/']) {
      expect(landingOf(path), path).toBe('search');
    }
    for (const path of ['/search', '/h/search/', '/h/search/0/0', '/search/a/0/tea'])
      expect(landingOf(path), path).toBeNull();
  });

  it('leaves every other path, and malformed ones, without a landing', () => {
    for (const path of [
      '/search',
      '/h/login',
      '/0/0/0/0/0',
      '/details/shop/1',
      '/details/store/abc',
      '/h/details/store/',
      '/hh',
      '/1234567890123456',
    ]) {
      expect(landingOf(path), path).toBeNull();
    }
  });
});

describe('keepLanding', () => {
  it('keeps the links of the landing and drops every other block and all markers', () => {
    expect(keepLanding(PAGE, 'home')).toContain(HOME_LINK);
    expect(keepLanding(PAGE, 'home')).not.toContain(DETAIL_LINK);
    expect(keepLanding(PAGE, 'details')).toContain(DETAIL_LINK);
    expect(keepLanding(PAGE, 'details')).not.toContain(HOME_LINK);
    // A page rendered in the desktop layout keeps the desktop's block too, each link once.
    const desktop = keepLanding(`${PAGE}<!--landing desktop-->${HOME_LINK}${FRAME_LINK}<!--/landing-->`, 'home', true);
    expect(desktop.split(HOME_LINK)).toHaveLength(2);
    expect(desktop).toContain(FRAME_LINK);
    expect(keepLanding(`${PAGE}<!--landing desktop-->${FRAME_LINK}<!--/landing-->`, 'home')).not.toContain(FRAME_LINK);
    const none = keepLanding(PAGE, null);
    expect(none).not.toContain('modulepreload');
    for (const html of [keepLanding(PAGE, 'home'), none]) expect(html).not.toContain('<!--');
  });
});

// Serving does not touch the database, so one dialect is enough here.
describe('index.html per landing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    writeFileSync(join(t.dataDir, 'client/index.html'), PAGE);
  });
  afterAll(async () => {
    await t.close();
  });

  it("preloads the landing screen's chunks and no other's", async () => {
    const home = (await t.app.inject({ url: '/h/0/2' })).body;
    expect(home).toContain(HOME_LINK);
    expect(home).not.toContain(DETAIL_LINK);
    const detail = (await t.app.inject({ url: '/details/store/5' })).body;
    expect(detail).toContain(DETAIL_LINK);
    expect(detail).not.toContain(HOME_LINK);
    const other = (await t.app.inject({ url: '/h/login' })).body;
    expect(other).not.toContain('modulepreload');
    // The cached page of one landing never leaks into another's reply.
    expect((await t.app.inject({ url: '/' })).body).toContain(HOME_LINK);
    expect((await t.app.inject({ url: '/h/details/broker/2' })).body).not.toContain(HOME_LINK);
  });
});
