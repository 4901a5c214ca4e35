import { buildMetaPath, isBuildId, latestBuildPath } from '../../protocol/build-files';
import type { BuildLatest, BuildMeta, RoutePayload } from '../../protocol/build-files';
import { extractBuildId } from '../lib/build-check';

type Fetch = typeof fetch;

async function getJson<T>(url: string, fetchImpl: Fetch, init: RequestInit = {}): Promise<T | null> {
  try {
    const res = await fetchImpl(url, init);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    // Offline, a server restarting or a proxy page instead of JSON: try again at the next check.
    return null;
  }
}

/**
 * Which build the server serves (spec §7: the latest build file, with a timestamp query so no cache answers
 * for it). A server without build files (an older deployment) still tells its id through the runtime config
 * or index.html. Null when nothing readable came back.
 */
export async function fetchBuildId(fetchImpl: Fetch = fetch): Promise<string | null> {
  const latest = await getJson<BuildLatest>(`/${latestBuildPath()}?t=${Date.now()}`, fetchImpl, { cache: 'no-store' });
  if (latest && isBuildId(latest.id)) return latest.id;
  for (const url of [`/__runtime-config?t=${Date.now()}`, `/index.html?t=${Date.now()}`]) {
    try {
      const res = await fetchImpl(url, { cache: 'no-store' });
      if (!res.ok) continue;
      const id = extractBuildId(await res.text());
      if (id) return id;
    } catch {
      // Try the next source, then the next tick.
    }
  }
  return null;
}

/**
 * The files the route's screen needs in build `id`: the build's metadata names the route's payload file,
 * which lists them. Empty when either is missing (an unknown route, a build without the files).
 */
export async function fetchRouteFiles(id: string, route: string, fetchImpl: Fetch = fetch): Promise<string[]> {
  if (!isBuildId(id)) return [];
  const meta = await getJson<BuildMeta>(`/${buildMetaPath(id)}`, fetchImpl);
  const file = meta?.routes[route];
  if (!file?.startsWith('/')) return [];
  const payload = await getJson<RoutePayload>(file, fetchImpl);
  return (payload?.files ?? []).filter((f) => typeof f === 'string' && f.startsWith('/assets/'));
}

/**
 * Fetches files into the HTTP cache (and the service worker's) at low priority, one at a time, so the
 * reload onto a new build does not wait for its code. Failures only cost that saving.
 */
export async function warmFiles(files: readonly string[], fetchImpl: Fetch = fetch): Promise<number> {
  let warmed = 0;
  for (const f of files) {
    try {
      const res = await fetchImpl(f, { priority: 'low' } as RequestInit);
      await res.arrayBuffer();
      if (res.ok) warmed++;
    } catch {
      // Offline now: the reload fetches what it needs.
    }
  }
  return warmed;
}
