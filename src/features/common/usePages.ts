import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { network, onReconnect } from '../../state/network';
import { isCancel, isConnectionError } from './error-text';

/** Consecutive pages of a list: `pages[0]` is page `firstPage`. */
export interface PageWindow<P> {
  firstPage: number;
  pages: P[];
}

export function lastPageOf(w: PageWindow<unknown>): number {
  return w.firstPage + w.pages.length - 1;
}

export interface PagesOptions<P> {
  /** Identifies the list (its filters); a new key starts a new list, in its loading state at once. */
  key: string;
  /** The page the list starts from. */
  start: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>;
  /** Whether a page follows the window; `next` does nothing otherwise. */
  hasNext: (w: PageWindow<P>) => boolean;
  /** Shown on mount instead of fetching `start` (a restored session). */
  initial?: PageWindow<P> | null;
  /**
   * Fetch `start` again whenever the effects run (a kept-alive screen shown again) and on `reload`, keeping
   * what is shown until it arrives; without it the window, once loaded, stands until `reload` clears it.
   */
  refetchOnShow?: boolean;
}

export interface Pages<P> {
  status: 'loading' | 'ok' | 'error';
  window: PageWindow<P> | null;
  /** Why the first page failed. */
  error: unknown;
  /** A next or earlier page is on its way (one at a time). */
  busy: boolean;
  /** Why the last next/earlier page failed (call next/previous again to retry). */
  moreError: unknown;
  next: () => void;
  previous: () => void;
  reload: () => void;
  /** A local edit of the loaded pages (after an action on a row). */
  patch: (edit: (w: PageWindow<P>) => PageWindow<P>) => void;
}

interface State<P> {
  key: string;
  window: PageWindow<P> | null;
  error: unknown;
  busy: boolean;
  moreError: unknown;
}

const fresh = <P>(key: string, window: PageWindow<P> | null = null): State<P> => ({
  key,
  window,
  error: null,
  busy: false,
  moreError: null,
});

/**
 * A list read page by page (the data-loading pattern of useQuery, for lists): the first page on mount, then
 * the next or an earlier one on demand, one request at a time. Leaving (unmount, a hidden kept-alive
 * screen, a new key) aborts what is in flight.
 */
export function usePages<P>(opts: PagesOptions<P>): Pages<P> {
  const { key, start, refetchOnShow = false } = opts;
  const [state, setState] = useState<State<P>>(() => fresh(key, opts.initial ?? null));
  const [tick, setTick] = useState(0);
  let current = state;
  if (state.key !== key) {
    current = fresh(key);
    setState(current);
  }

  // Read by the stable callbacks, which lists call from their effects.
  const latest = useRef({ opts, state: current });
  useLayoutEffect(() => {
    latest.current = { opts, state: current };
  });

  const wantFirst = refetchOnShow || current.window === null;
  /** The connection's returns counted when the first page was last asked for. */
  const startedAt = useRef(network.reconnects);
  useEffect(() => {
    if (!wantFirst) return;
    startedAt.current = network.reconnects;
    const ctrl = new AbortController();
    const mine = (s: State<P>) => s.key === key;
    latest.current.opts.fetchPage(start, ctrl.signal).then(
      // A transition: the first page's cards render in slices a slow phone can paint between. (Later pages
      // stay urgent: `busy` clears with them, and a window behind it would ask for the same page again.)
      (page) =>
        !ctrl.signal.aborted &&
        startTransition(() =>
          setState((s) => (mine(s) ? { ...s, window: { firstPage: start, pages: [page] }, error: null } : s)),
        ),
      (error: unknown) =>
        !ctrl.signal.aborted && !isCancel(error) && setState((s) => (mine(s) ? { ...s, window: null, error } : s)),
    );
    return () => ctrl.abort();
  }, [key, start, tick, wantFirst]);

  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
      setState((s) => (s.busy ? { ...s, busy: false } : s));
    },
    [key],
  );

  const load = useCallback(
    (page: number, place: 'append' | 'prepend') => {
      if (!latest.current.state.window || inFlight.current) return;
      const ctrl = new AbortController();
      inFlight.current = ctrl;
      setState((s) => ({ ...s, busy: true, moreError: null }));
      const add = (w: PageWindow<P>, p: P): PageWindow<P> => {
        if (place === 'append' && lastPageOf(w) === page - 1) return { ...w, pages: [...w.pages, p] };
        if (place === 'prepend' && w.firstPage === page + 1) return { firstPage: page, pages: [p, ...w.pages] };
        return w;
      };
      latest.current.opts
        .fetchPage(page, ctrl.signal)
        .then(
          (p) =>
            !ctrl.signal.aborted &&
            setState((s) => (s.key === key && s.window ? { ...s, window: add(s.window, p) } : s)),
          (err: unknown) => !ctrl.signal.aborted && !isCancel(err) && setState((s) => ({ ...s, moreError: err })),
        )
        .finally(() => {
          if (inFlight.current !== ctrl) return;
          inFlight.current = null;
          setState((s) => ({ ...s, busy: false }));
        });
    },
    [key],
  );

  const next = useCallback(() => {
    const w = latest.current.state.window;
    if (w && latest.current.opts.hasNext(w)) load(lastPageOf(w) + 1, 'append');
  }, [load]);

  const previous = useCallback(() => {
    const w = latest.current.state.window;
    if (w && w.firstPage > 1) load(w.firstPage - 1, 'prepend');
  }, [load]);

  const reload = useCallback(() => {
    if (!latest.current.opts.refetchOnShow) setState((s) => ({ ...s, window: null, error: null }));
    setTick((t) => t + 1);
  }, []);

  const patch = useCallback(
    (edit: (w: PageWindow<P>) => PageWindow<P>) => setState((s) => (s.window ? { ...s, window: edit(s.window) } : s)),
    [],
  );

  // A first page that failed for want of a connection is asked for again when it returns; each failure anew
  // (a list refetched on show keeps its error while it asks again).
  const waitsForNetwork = !current.window && isConnectionError(current.error);
  useEffect(() => {
    if (!waitsForNetwork) return undefined;
    if (network.reconnects === startedAt.current) return onReconnect(reload);
    reload();
    return undefined;
  }, [waitsForNetwork, current.error, reload]);

  const status = current.window ? 'ok' : current.error ? 'error' : 'loading';
  return {
    status,
    window: current.window,
    error: current.error,
    busy: current.busy,
    moreError: current.moreError,
    next,
    previous,
    reload,
    patch,
  };
}
