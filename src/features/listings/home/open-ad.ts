import type { Ad } from '../../../../protocol/types';
import { go } from '../../../nav/nav';
import { request } from '../../../api/request';

/** Spec §3: type 2 is an in-app route, everything else opens a new window. */
const IN_APP = 2;

/** Reports the click (spec §7 adsClick), then follows the advert. */
export function openAd(ad: Ad): void {
  // The report goes out first; the window opens in the same click so popup blockers allow it.
  request('/api/home/adsClick', { id: ad.id }).catch(() => undefined);
  if (ad.type === IN_APP) go(ad.url);
  else window.open(ad.url, '_blank', 'noopener');
}
