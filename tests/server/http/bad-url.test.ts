import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairedPath } from '../../../server/http/bad-url';
import { createTestApp } from '../helper';
import type { TestApp } from '../helper';

// Routing does not touch the database, so one dialect is enough here.
describe('addresses with broken escapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a page address on with its broken escapes as text, keeping the good ones and the query', async () => {
    // The repaired address is then answered as any page: the app, with 404 where no route matches it.
    const cases = [
      ['/h/search/0/0/%', '/h/search/0/0/%25', 200],
      ['/h/search/0/0/%E5%92%96%?sort=price', '/h/search/0/0/%E5%92%96%25?sort=price', 200],
      ['/en/details/store/%zz', '/en/details/store/%25zz', 404],
      // Escapes that are not UTF-8 cannot be kept: every % becomes text.
      ['/h/x/%C3%28', '/h/x/%25C3%2528', 404],
    ] as const;
    for (const [url, location, status] of cases) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, location]);
      expect(res.headers['cache-control']).toBe('no-store');
      const next = await t.app.inject({ url: location });
      expect([location, next.statusCode]).toEqual([location, status]);
      expect(String(next.headers['content-type'])).toMatch(/^text\/html/);
    }
  });

  it('never sends anyone to another site, and refuses an API or upload address in plain text', async () => {
    // (The injected request normalizes `/\\host` to a path of its own; a real socket keeps it and is refused.)
    for (const url of ['//evil.example/%', '/\\evil.example/%']) {
      const { location } = (await t.app.inject({ url })).headers;
      expect([url, location === undefined || /^\/(?![/\\])/.test(String(location))]).toEqual([url, true]);
    }
    const api = await t.app.inject({ url: '/api.php/api/info/getInfo%' });
    expect([api.statusCode, api.headers.location, api.body]).toEqual([
      400,
      undefined,
      'bad request: malformed address',
    ]);
    const post = await t.app.inject({ method: 'POST', url: '/h/search/%', payload: 'x' });
    expect([post.statusCode, post.headers.location]).toEqual([400, undefined]);
    expect(repairedPath('/fine/%41')).toBe('/fine/%41');
  });
});
