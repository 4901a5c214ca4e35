import { useEffect, useState } from 'react';
import type { Ad, Notice } from '../../../../protocol/types';
import { adsFor, useGlobal } from '../../../state/global';
import { loadAds } from '../../common/global-config';
import { query } from '../../common/query';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

const BUY_NOTICE = 'buyNotice';
const loadBuyNotices = (signal: AbortSignal) => request('/api/home/buyNotice', {}, { signal });

export const HOME_BANNER_SLOT = 'home_banner';
export const HOME_GRID_SLOT = 'home_grid';

/**
 * The ads of one placement key (loadAds fills global state once for every key), and whether they are still
 * on their way: a strip keeps its place meanwhile, so nothing below it moves when they arrive.
 */
export function useSlotAds(slot: string): { ads: readonly Ad[]; pending: boolean } {
  const snap = useGlobal();
  const hasAds = Object.keys(snap.ads).length > 0;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (hasAds) return;
    // Ads are decoration: a failure just leaves the strip out.
    loadAds().catch(() => setFailed(true));
  }, [hasAds]);
  // Read from the snapshot so the strip re-renders when ads arrive.
  return { ads: adsFor(slot, snap), pending: !hasAds && !failed };
}

/** Recent buy notices for the scrolling line (empty on failure), and whether they are still loading. */
export function useBuyNotices(): { notices: readonly Notice[]; pending: boolean } {
  const r = useQuery<Notice[]>(BUY_NOTICE, loadBuyNotices);
  return { notices: r.data ?? [], pending: r.status === 'loading' };
}

/**
 * Starts what the home's extras need before the home mounts (a cold start landing on it): the ads and the
 * notices, the latter kept `keepMs` so the screen picks them up however late it mounts. Failures are left
 * to the components' own calls.
 */
export function preloadHomeExtras(keepMs: number): Promise<unknown> {
  const settled = (p: Promise<unknown>) => p.catch(() => undefined);
  return Promise.all([settled(loadAds()), settled(query(BUY_NOTICE, loadBuyNotices, { keepMs }))]);
}
