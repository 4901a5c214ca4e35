import { loadAds, loadGlobalConfig, loadTaxonomy } from '../features/common/global-config';
import { preloadDetail } from '../features/listings/detail/useDetail';
import { HOME_BANNER_SLOT, preloadHomeExtras } from '../features/listings/home/useHomeExtras';
import { listStateFromParams } from '../features/common/list-query';
import { isPostKind } from '../features/common/post-paths';
import { preloadListPage } from '../features/listings/posts/usePostList';
import { startMediaWorker } from '../worker-bridge/media';
import type { RouteMatch } from '../nav/routes';

/**
 * Phone widths whose slots the first-screen image guess knows: the banner spans the screen, a card half of
 * it (the two-column grid). Wider mobile layouts leave their images to the components.
 */
const PHONE_MAX_WIDTH = 480;
/** Cards in the first row of the phone grid, whose covers load right after the banner. */
const FIRST_ROW_CARDS = 2;

/** Long enough for the landing screen to mount on a slow phone, short enough to never show stale data later. */
const FIRST_SCREEN_KEEP_MS = 20_000;

/**
 * Sends the landing screen's first sealed requests while its chunk loads and React starts, instead of after
 * its first render: the crypto worker starts at once, and the replies are shared with the screen's own calls
 * (features/common/query). The config goes on every route, since every encrypted image waits for it.
 */
export function startFirstScreenData(landing: RouteMatch | null, phone: boolean): void {
  loadGlobalConfig().catch(() => undefined);
  if (!landing) return;
  const { route, params } = landing;
  if (route.name === 'home') {
    const page = preloadListPage(listStateFromParams(params, location.search), FIRST_SCREEN_KEEP_MS);
    loadTaxonomy().catch(() => undefined);
    preloadHomeExtras(FIRST_SCREEN_KEEP_MS);
    startMediaWorker();
    if (phone && window.innerWidth <= PHONE_MAX_WIDTH) startPhoneHomeImages(page);
    return;
  }
  const id = Number(params.id ?? 0);
  if (route.name.startsWith('details-') && isPostKind(params.kind) && id > 0) {
    preloadDetail(params.kind, id, FIRST_SCREEN_KEEP_MS);
  }
}

/**
 * The phone home's largest paint is the banner's first slide: it leaves as soon as the ads arrive, before
 * the home has rendered, and the first row's covers follow it (image-loader queues them behind it).
 */
function startPhoneHomeImages(page: ReturnType<typeof preloadListPage>): void {
  const width = window.innerWidth;
  // Imported here, not at the top: a landing on any other screen keeps the image code out of the entry.
  import('../features/media/image-loader')
    .then(({ loadLeadImage, preloadImage }) => {
      const banner = loadAds().then(
        (ads) => {
          const image = ads[HOME_BANNER_SLOT]?.[0]?.image;
          if (image) loadLeadImage(image, width);
        },
        () => undefined,
      );
      Promise.all([page, banner]).then(
        ([p]) => {
          for (const post of p.list.slice(0, FIRST_ROW_CARDS)) if (post.cover) preloadImage(post.cover, width / 2);
        },
        () => undefined,
      );
    })
    .catch(() => undefined);
}
