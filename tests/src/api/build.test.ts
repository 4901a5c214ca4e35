import { describe, expect, it, vi } from 'vitest';
import { fetchBuildId, fetchRouteFiles, warmFiles } from '../../../src/api/build';

const NEXT = 'fedcba9876543210';

function server(files: Record<string, () => Response>) {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    return files[path]?.() ?? new Response('not found', { status: 404 });
  });
}

describe('build check requests', () => {
  it('asks the latest build file with a timestamp query', async () => {
    const fetchImpl = server({ '/builds/latest.json': () => Response.json({ id: NEXT, builtAt: 1 }) });
    expect(await fetchBuildId(fetchImpl as typeof fetch)).toBe(NEXT);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('falls back to the runtime config, then index.html, for a server without build files', async () => {
    const fetchImpl = server({
      '/builds/latest.json': () => new Response('<html>proxy page</html>'),
      '/__runtime-config': () => new Response('nope', { status: 502 }),
      '/index.html': () =>
        new Response(`<script type="application/json" id="app-config">{"buildId":"${NEXT}"}</script>`),
    });
    expect(await fetchBuildId(fetchImpl as typeof fetch)).toBe(NEXT);
    expect(fetchImpl.mock.calls.map((c) => String(c[0]).split('?')[0])).toEqual([
      '/builds/latest.json',
      '/__runtime-config',
      '/index.html',
    ]);
  });

  it('is null when nothing readable answers (offline)', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchBuildId(fetchImpl as typeof fetch)).toBeNull();
  });

  it("reads the new build's metadata, then the route's payload file, keeping only asset paths", async () => {
    const fetchImpl = server({
      [`/builds/meta/${NEXT}.json`]: () =>
        Response.json({ id: NEXT, builtAt: 1, routes: { home: `/builds/${NEXT}/home.json` } }),
      [`/builds/${NEXT}/home.json`]: () =>
        Response.json({
          id: NEXT,
          route: 'home',
          files: ['/assets/H-1.js', '/assets/H-1.css', 'https://x.example/a.js'],
        }),
    });
    expect(await fetchRouteFiles(NEXT, 'home', fetchImpl as typeof fetch)).toEqual([
      '/assets/H-1.js',
      '/assets/H-1.css',
    ]);
    expect(await fetchRouteFiles(NEXT, 'search', fetchImpl as typeof fetch)).toEqual([]);
    expect(await fetchRouteFiles('../../etc', 'home', fetchImpl as typeof fetch)).toEqual([]);
    expect(fetchImpl.mock.calls.map((c) => String(c[0]))).toEqual([
      `/builds/meta/${NEXT}.json`,
      `/builds/${NEXT}/home.json`,
      `/builds/meta/${NEXT}.json`,
    ]);
  });

  it('warms files one at a time and counts the ones that came', async () => {
    const fetchImpl = server({ '/assets/a.js': () => new Response('a'), '/assets/b.css': () => new Response('b') });
    expect(await warmFiles(['/assets/a.js', '/assets/gone.js', '/assets/b.css'], fetchImpl as typeof fetch)).toBe(2);
  });
});
