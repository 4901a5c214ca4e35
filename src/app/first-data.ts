import { loadAds, loadGlobalConfig, loadTaxonomy } from '../features/common/global-config';
import { preloadDetail } from '../features/listings/detail/useDetail';
import { preloadOffer } from '../features/appointments/offer-query';
import { preloadRatings } from '../features/appointments/ratings-query';
import { HOME_BANNER_SLOT, preloadHomeExtras } from '../features/listings/home/useHomeExtras';
import { listStateFromParams, searchStateFromParams } from '../features/common/list-query';
import { isPostKind } from '../features/common/post-paths';
import { preloadListPage, preloadSearchPage } from '../features/listings/posts/usePostList';
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
export function startFirstScreenData(landing: RouteMatch | null, phone: boolean): Promise<unknown> {
  if (!landing) return loadGlobalConfig().catch(() => undefined);
  const data = firstScreenData(landing, location.search);
  if (landing.route.name === 'home') {
    startMediaWorker();
    const page = preloadListPage(listStateFromParams(landing.params, location.search), FIRST_SCREEN_KEEP_MS);
    if (phone && window.innerWidth <= PHONE_MAX_WIDTH) startPhoneHomeImages(page);
  }
  return data;
}

/**
 * What a landing screen's first render shows, loaded into the shared results: the server renders the page
 * once these have settled, and the browser hydrates it once the same calls have settled from the page's replies.
 */
export function firstScreenData({ route, params }: RouteMatch, search: string): Promise<unknown> {
  const settled = (p: Promise<unknown>) => p.catch(() => undefined);
  if (route.name === 'home') {
    return Promise.all([
      settled(loadGlobalConfig()),
      settled(preloadListPage(listStateFromParams(params, search), FIRST_SCREEN_KEEP_MS)),
      settled(loadTaxonomy()),
      preloadHomeExtras(FIRST_SCREEN_KEEP_MS),
    ]);
  }
  if (route.name === 'search' && params.keyword !== undefined) {
    return Promise.all([
      settled(loadGlobalConfig()),
      settled(loadTaxonomy()),
      settled(preloadSearchPage(searchStateFromParams(params, search), FIRST_SCREEN_KEEP_MS)),
    ]);
  }
  const id = Number(params.id ?? 0);
  if (route.name.startsWith('details-') && isPostKind(params.kind) && id > 0) {
    // The header names the post's city, type and mode, the booking card sits under the contact and the
    // ratings above the author: any of them arriving later would push the column down.
    return Promise.all([
      settled(loadGlobalConfig()),
      settled(loadTaxonomy()),
      preloadDetail(params.kind, id, FIRST_SCREEN_KEEP_MS),
      preloadOffer(id, params.kind, FIRST_SCREEN_KEEP_MS),
      preloadRatings(id, params.kind, FIRST_SCREEN_KEEP_MS),
    ]);
  }
  return settled(loadGlobalConfig());
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
