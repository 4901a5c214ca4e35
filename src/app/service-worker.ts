import { afterLoad } from '../lib/page-timing';

/** The worker's URL: same origin, at the root so its scope covers every page. */
const SW_URL = '/sw.js';

/**
 * Production builds register the service worker (offline shell, see workers/service) once the page has
 * loaded and the browser is idle, so it never competes with the first screen. Development (vite dev)
 * never registers one, and removes one a production run on the same origin left behind: it would serve
 * that build's cached shell instead of the dev server's.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  if (!import.meta.env.PROD) {
    void container
      .getRegistrations()
      .then((regs) => Promise.all(regs.map((r) => r.unregister())))
      .catch(() => undefined);
    return;
  }
  const register = () => {
    container.register(SW_URL, { scope: '/', updateViaCache: 'none' }).catch((err: unknown) => {
      // Offline first visit, private mode, a browser policy: the site works without it.
      console.warn('service worker not registered', err);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  afterLoad(whenIdle);
}
