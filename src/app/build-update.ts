import { fetchBuildId, fetchRouteFiles, warmFiles } from '../api/build';
import { startBuildCheck } from '../lib/build-check';
import { runtimeConfig } from '../lib/runtime-config';
import { currentPath } from '../nav/location';
import { matchRoute } from '../nav/routes';
import { showToast } from '../state/overlay';
import { useShellMessages } from './messages';

/**
 * Spec §4/§7: every BUILD_CHECK_MS asks which build is served; when it changed, reads the new build's
 * metadata and the payload file of the route on screen, warms that route's files, asks the service worker
 * to update, and then offers a reload (a toast that stays until acted on; nothing reloads by itself).
 */
export function watchForNewBuild(): void {
  startBuildCheck({
    current: runtimeConfig().buildId,
    fetchBuildId: () => fetchBuildId(),
    onUpdate: (next) => {
      void (async () => {
        const route = matchRoute(currentPath())?.route.name;
        if (route) await warmFiles(await fetchRouteFiles(next, route));
        await navigator.serviceWorker
          ?.getRegistration()
          .then((r) => r?.update())
          .catch(() => undefined);
        const m = useShellMessages.current();
        showToast(m.newBuild, 0, { label: m.reload, run: () => location.reload() });
      })();
    },
  });
}
