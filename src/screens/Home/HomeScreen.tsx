import { Suspense, useEffect, useRef, useState } from 'react';
import { go } from '../../nav/nav';
import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { AdBanner } from '../../features/listings/home/AdBanner';
import { AdGrid } from '../../features/listings/home/AdGrid';
import { AppDownTip } from '../../features/listings/home/AppDownTip';
import { BuyNotice } from '../../features/listings/home/BuyNotice';
import { FilterBar } from '../../features/listings/home/FilterBar';
import { OfflineBanner } from '../../features/listings/home/OfflineBanner';
import { homePath, listStateFromParams } from '../../features/common/list-query';
import type { ListState } from '../../features/common/list-query';
import { global, useGlobal } from '../../state/global';
import { lazyScreen } from '../../ui/Lazy';
import { HomeInfinite } from './HomeInfinite';
import { useHomeScreenMessages } from './messages';
import styles from './HomeScreen.module.css';

// The desktop's numbered pages (and their pager) are no part of a phone's first load; a desktop starts
// them with this chunk, so they are there by the time the first page's data is.
const homePaged = lazyScreen(
  () => import('./HomePaged'),
  (m) => m.HomePaged,
);
if (global.isDesktop) void homePaged.preload().catch(() => undefined);
const HomePaged = homePaged.Component;

/**
 * Home listing: the URL (/:city/:type/:mode/:page) is the state; every filter change navigates. Desktop
 * pages through numbered pages; a phone scrolls one endless list that keeps the page in view in the URL.
 */
export function HomeScreen() {
  const m = useHomeScreenMessages();
  const { isDesktop } = useGlobal();
  const state = listStateFromParams(useRouteParams(), useScreenQuery());
  const filtered =
    state.cityCode + state.typeCode + state.modeCode > 0 ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined ||
    (state.sort ?? 'newest') !== 'newest';
  const [total, setTotal] = useState<number | undefined>();

  // A new desktop page starts at the top of the list; filter changes keep the pickers in view.
  const top = useRef<HTMLDivElement>(null);
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current !== state.page && isDesktop) top.current?.scrollIntoView({ block: 'start' });
    lastPage.current = state.page;
  }, [state.page, isDesktop]);

  const change = (next: ListState) => go(homePath(next));

  return (
    <div className={styles.screen} data-testid="home-screen">
      <OfflineBanner />
      <AppDownTip />
      <AdBanner />
      <AdGrid />
      <BuyNotice />
      <div className={styles.filters} ref={top}>
        <FilterBar state={state} onChange={change} />
      </div>
      <div className={styles.heading}>
        <h2>{filtered ? m.filtered : m.latest}</h2>
        <span className={styles.count}>
          {total !== undefined && m.total(total)}
          {filtered && (
            <button type="button" className={styles.reset} onClick={() => go('/')}>
              {m.reset}
            </button>
          )}
        </span>
      </div>
      {isDesktop ? (
        <Suspense fallback={null}>
          <HomePaged state={state} onTotal={setTotal} />
        </Suspense>
      ) : (
        <HomeInfinite state={state} onTotal={setTotal} />
      )}
    </div>
  );
}
