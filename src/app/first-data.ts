import { loadGlobalConfig, loadTaxonomy } from '../features/app-config/global-config';
import { preloadDetail } from '../features/detail/useDetail';
import { preloadHomeExtras } from '../features/home/useHomeExtras';
import { listStateFromParams } from '../features/listing/list-query';
import { isPostKind } from '../features/listing/paths';
import { preloadListPage } from '../features/listing/usePostList';
import type { RouteMatch } from '../nav/routes';

/** Long enough for the landing screen to mount on a slow phone, short enough to never show stale data later. */
const FIRST_SCREEN_KEEP_MS = 20_000;

/**
 * Sends the landing screen's first sealed requests while its chunk loads and React starts, instead of after
 * its first render: the crypto worker starts at once, and the replies are shared with the screen's own calls
 * (features/shared/query). The config goes on every route, since every encrypted image waits for it.
 */
export function startFirstScreenData(landing: RouteMatch | null): void {
  loadGlobalConfig().catch(() => undefined);
  if (!landing) return;
  const { route, params } = landing;
  if (route.name === 'home') {
    preloadListPage(listStateFromParams(params), FIRST_SCREEN_KEEP_MS);
    loadTaxonomy().catch(() => undefined);
    preloadHomeExtras(FIRST_SCREEN_KEEP_MS);
    return;
  }
  const id = Number(params.id ?? 0);
  if (route.name.startsWith('details-') && isPostKind(params.kind) && id > 0) {
    preloadDetail(params.kind, id, FIRST_SCREEN_KEEP_MS);
  }
}
