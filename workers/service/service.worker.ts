import { SHELL_URL, handlingOf, shellCacheName, staleShellCaches } from './strategy';

// Filled in at build (scripts/client-build/service-worker.ts): the build id and the shell's files.
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = shellCacheName(__SW_VERSION__);

/**
 * The offline shell: index.html and the files the landing screens need, cached per build. Installing
 * fetches them fresh (`cache: 'reload'`: the HTTP cache may hold a page of another build); a build that
 * cannot cache its shell does not install, and the previous worker keeps serving.
 */
sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(__SW_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleShellCaches(await caches.keys(), __SW_VERSION__).map((n) => caches.delete(n)));
      // Page loads start their network request while the worker boots (no delay from the worker).
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (err) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
    if (shell) return shell;
    throw err;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  // Only whole, plain successes: never a 404 page or a partial body under a hashed name.
  if (res.ok && res.status === 200 && res.type === 'basic') await cache.put(request, res.clone()).catch(() => {});
  return res;
}

sw.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, sw.location.origin);
  if (handling === 'navigate') event.respondWith(navigate(event));
  else if (handling === 'static') event.respondWith(cacheFirst(event.request));
  // A page load left to the browser still settles its preload, or the browser reports it cancelled.
  else if (event.request.mode === 'navigate') event.waitUntil(Promise.resolve(event.preloadResponse).catch(() => {}));
});
