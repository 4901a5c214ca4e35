import { useEffect } from 'react';
import type { Ad, Notice } from '../../../protocol/types';
import { buyNotice } from '../../api/home';
import { adsFor, useGlobal } from '../../state/global';
import { loadAds } from '../app-config/global-config';
import { useQuery } from '../shared/useQuery';

export const HOME_BANNER_SLOT = 'home_banner';
export const HOME_GRID_SLOT = 'home_grid';

/** The ads of one placement key (loadAds fills global state once for every key). */
export function useSlotAds(slot: string): readonly Ad[] {
  const snap = useGlobal();
  const hasAds = Object.keys(snap.ads).length > 0;
  useEffect(() => {
    if (hasAds) return;
    // Ads are decoration: a failure just leaves the strip out.
    loadAds().catch(() => undefined);
  }, [hasAds]);
  // Read from the snapshot so the strip re-renders when ads arrive.
  return adsFor(slot, snap);
}

/** Recent buy notices for the scrolling line; empty on failure. */
export function useBuyNotices(): readonly Notice[] {
  const r = useQuery<Notice[]>('buyNotice', (signal) => buyNotice({}, { signal }));
  return r.data ?? [];
}
