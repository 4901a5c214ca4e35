// The recharge the user left to pay: the pay page is another document, so the order number and its pay
// URL are kept in sessionStorage across the trip, and the pay page's link back names the order (`?order=`).

const STORE_KEY = 'goldpost.pendingOrder';

interface Pending {
  orderNo: string;
  payUrl: string;
}

const ORDER_NO = /^[\w-]{1,64}$/;

function read(): Pending | null {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Pending>) : null;
    return v && typeof v.orderNo === 'string' && typeof v.payUrl === 'string' ? (v as Pending) : null;
  } catch {
    return null;
  }
}

export function rememberPendingOrder(orderNo: string, payUrl: string): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ orderNo, payUrl }));
  } catch {
    // Storage off (private mode): the link back still names the order.
  }
}

/** Leaves the app for the order's pay page (its own document), remembering the order for the way back. */
export function goToPayPage(orderNo: string, payUrl: string): void {
  rememberPendingOrder(orderNo, payUrl);
  window.location.assign(payUrl);
}

/** Forgets the order, in this tab's storage and in the address (where the pay page's link back named it). */
export function forgetPendingOrder(): void {
  try {
    sessionStorage.removeItem(STORE_KEY);
  } catch {
    // Nothing was stored.
  }
  // Settled or dismissed: a reload, or the address shared, must not announce it again.
  if (typeof location === 'undefined') return;
  const url = new URL(location.href);
  if (!url.searchParams.has('order')) return;
  url.searchParams.delete('order');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The order to watch: the one the URL names, else the one remembered before leaving to pay. */
export function pendingOrderNo(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get('order');
  if (fromUrl && ORDER_NO.test(fromUrl)) return fromUrl;
  return read()?.orderNo ?? null;
}

/** The pay page of that order, when this tab went there. */
export function pendingPayUrl(orderNo: string): string | null {
  const p = read();
  return p?.orderNo === orderNo ? p.payUrl : null;
}
