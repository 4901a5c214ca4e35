import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { noticePulse } from '../../../state/notice-pulse';
import { user } from '../../../state/user';
import { request } from '../../../api/request';

// How many system notices wait unread: the badge on the user centre's entry and the account button. Read
// when a badge shows, again every minute and when the tab comes back; set from the notices screen's replies.

export const noticeBadge = proxy({ unread: 0 });

/** How often a shown badge asks again (notices are not urgent; the notices screen is always current). */
const REFRESH_MS = 60_000;

let token = user.token;
// In sync: a login followed at once by a count must not have the count wiped by a late notification.
subscribe(
  user,
  () => {
    if (user.token === token) return;
    token = user.token;
    noticeBadge.unread = 0;
  },
  true,
);

/** A notice announced on the push stream: the badge counts it at once rather than at the next minute. */
subscribe(noticePulse, () => void refreshUnread());

export function setUnread(n: number): void {
  noticeBadge.unread = Math.max(0, n);
}

let inFlight: Promise<void> | null = null;

/** Asks the server for the unread count (one request at a time); a failure keeps the last count. */
export function refreshUnread(): Promise<void> {
  if (!user.isLogin) return Promise.resolve();
  // Silent: a refused reply resolves with null data, which lands in the catch and keeps the last count.
  inFlight ??= request('/api/message/getSystemNoticeUnread', {}, { skipStatusActions: true })
    .then((r) => setUnread(r.unread))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const onShow = () => {
  if (document.visibilityState === 'visible') void refreshUnread();
};
let watchers = 0;
let timer: ReturnType<typeof setInterval> | null = null;

/** One timer for however many badges are on screen: started by the first, stopped with the last. */
function watch(): () => void {
  if (watchers++ === 0) {
    timer = setInterval(() => void refreshUnread(), REFRESH_MS);
    document.addEventListener('visibilitychange', onShow);
  }
  return () => {
    if (--watchers > 0) return;
    if (timer !== null) clearInterval(timer);
    timer = null;
    document.removeEventListener('visibilitychange', onShow);
  };
}

/** The unread count, kept fresh while the calling component is mounted. */
export function useNoticeUnread(): number {
  const { isLogin } = useSnapshot(user);
  useEffect(() => {
    if (!isLogin) return;
    void refreshUnread();
    return watch();
  }, [isLogin]);
  return useSnapshot(noticeBadge).unread;
}
