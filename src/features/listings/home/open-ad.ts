import type { Ad } from '../../../../protocol/types';
import { go } from '../../../nav/nav';
import { request } from '../../../api/request';

/** Spec §3: type 2 is an in-app route, everything else opens a new window. */
const IN_APP = 2;

/** The longest a click waits for its report before the advert opens anyway: a slow network costs no visit. */
export const AD_REPORT_WAIT_MS = 1500;

const settled = (report: Promise<unknown>) =>
  Promise.race([report, new Promise((resolve) => setTimeout(resolve, AD_REPORT_WAIT_MS))]);

/**
 * Spec §7: the click report goes out before the advert opens. The report is a keepalive call, so it arrives
 * even when the page is left; the advert opens once it is answered, or after AD_REPORT_WAIT_MS.
 */
export async function openAd(ad: Ad): Promise<void> {
  const report = request(
    '/api/home/adsClick',
    { id: ad.id },
    { background: true, keepalive: true, skipStatusActions: true },
  ).catch(() => undefined);
  if (ad.type === IN_APP) {
    await settled(report);
    go(ad.url);
    return;
  }
  // The window has to open inside the click, or a popup blocker stops it: it opens blank, cut off from this
  // page, and is sent to the advert once the report is out.
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  await settled(report);
  if (win) win.location.href = ad.url;
  else window.open(ad.url, '_blank', 'noopener');
}
