import { describe, expect, it, vi } from 'vitest';
import { extractBuildId } from '../../src/lib/build-check';
import { fetchBuildId } from '../../src/api/build';
import { touchEntry, MAX_KEPT_ALIVE } from '../../src/app/keep-alive';
import { routeByName } from '../../src/nav/routes';
import { langFromCookie, localeCookie } from '../../src/state/locale';
import type { ScreenEntry } from '../../src/nav/screen-entry';

function entry(key: string, url = `/${key}`): ScreenEntry {
  const route = routeByName('home');
  if (!route) throw new Error('home route missing');
  return { key, route, params: {}, url };
}

describe('keep-alive LRU', () => {
  it('moves a revisited entry to the end and keeps its identity', () => {
    const a = entry('a');
    const list = touchEntry(touchEntry(touchEntry([], a), entry('b')), entry('a'));
    expect(list.map((e) => e.key)).toEqual(['b', 'a']);
    expect(list[1]).toBe(a);
  });

  it('drops the least recently used past the bound', () => {
    let list: ScreenEntry[] = [];
    for (let i = 0; i < MAX_KEPT_ALIVE + 2; i++) list = touchEntry(list, entry(`k${i}`));
    expect(list).toHaveLength(MAX_KEPT_ALIVE);
    expect(list[0]?.key).toBe('k2');
  });

  it('replaces an entry whose url changed (same params, new query)', () => {
    const list = touchEntry([entry('a', '/a')], entry('a', '/a?x=1'));
    expect(list[0]?.url).toBe('/a?x=1');
  });
});

describe('build check', () => {
  it('reads the build id from runtime-config JSON or from index.html', () => {
    expect(extractBuildId('{"buildId":"b42","apiBase":"/api.php"}')).toBe('b42');
    expect(extractBuildId('<html><script type="application/json" id="app-config">{"buildId":"b43"}</script></html>')).toBe('b43');
    expect(extractBuildId('<html>__APP_CONFIG__</html>')).toBeNull();
    expect(extractBuildId('{"buildId":""}')).toBeNull();
  });

  it('falls back to index.html when the config endpoint fails', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).startsWith('/__runtime-config')
        ? new Response('nope', { status: 502 })
        : new Response('<script type="application/json" id="app-config">{"buildId":"next"}</script>'),
    );
    expect(await fetchBuildId(fetchImpl as typeof fetch)).toBe('next');
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^\/__runtime-config\?t=\d+$/);
  });
});

describe('locale cookie (spec §9)', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('defaults to zh and reads en', () => {
    expect(langFromCookie('')).toBe('zh');
    expect(langFromCookie('a=1; locale=en; b=2')).toBe('en');
    expect(langFromCookie('locale=fr')).toBe('zh');
    expect(langFromCookie('xlocale=en')).toBe('zh');
  });
});
