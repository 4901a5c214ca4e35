import { extractBuildId } from '../lib/build-check';

/** Asks the server which build it serves; the timestamp query defeats any cache between. */
export async function fetchBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  for (const url of [`/__runtime-config?t=${Date.now()}`, `/index.html?t=${Date.now()}`]) {
    try {
      const res = await fetchImpl(url, { cache: 'no-store' });
      if (!res.ok) continue;
      const id = extractBuildId(await res.text());
      if (id) return id;
    } catch {
      // Offline or server restarting: try the next source, then the next tick.
    }
  }
  return null;
}
