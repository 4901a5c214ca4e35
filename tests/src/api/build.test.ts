import { describe, expect, it, vi } from 'vitest';
import { fetchBuildId } from '../../../src/api/build';

describe('build check', () => {
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
