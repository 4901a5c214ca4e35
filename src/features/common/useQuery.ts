import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isDeviceCopy, network, onReconnect } from '../../state/network';
import { isCancel, isConnectionError } from './error-text';
import { cachedResult, forgetResults, query } from './query';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ok'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export interface UseQueryOptions {
  /** Show a result this old at once instead of fetching again (default 0: every mount and key fetches). */
  keepMs?: number;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * A result some caller keeps (a landing screen's first data, loaded before the first render) shows at once,
 * whatever this caller keeps: the server renders the first screen from it and the browser hydrates from it.
 */
function initial<T>(key: string | null): QueryState<T> {
  const hit = key !== null ? cachedResult<T>(key) : undefined;
  return hit ? { status: 'ok', data: hit.value, error: undefined } : LOADING;
}

/**
 * Loads `key` with `run` (shared with other callers of the key, see query.ts) whenever the key changes or
 * `reload` is called, cancelling the previous load through its signal, so a fast pager or filter change
 * never shows an older reply. `key` is a primitive describing the request; null loads nothing. A load that
 * failed for want of a connection, or was answered by the device's copy (api/kept-replies.ts), loads again
 * by itself when the connection returns; the copy stays on screen until the server's reply replaces it.
 */
export function useQuery<T>(
  key: string | null,
  run: (signal: AbortSignal) => Promise<T>,
  opts: UseQueryOptions = {},
): QueryState<T> & { reload: () => void } {
  const keepMs = opts.keepMs ?? 0;
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ key: string | null; tick: number; value: QueryState<T> }>(() => ({
    key,
    tick,
    value: initial<T>(key),
  }));

  // Reset synchronously on a new key so the first render for it already shows its loading (or kept) state;
  // the device's copy of the same key stays shown while the server is asked again.
  if (state.key !== key || state.tick !== tick) {
    const stays = state.key === key && state.value.status === 'ok' && isDeviceCopy(state.value.data);
    setState({ key, tick, value: stays ? state.value : initial<T>(key) });
  }

  // A kept result stands; otherwise every run of the effect loads, including a kept-alive screen shown again
  // (its old data stays on screen until the new reply replaces it).
  const kept =
    keepMs > 0 &&
    state.key === key &&
    state.tick === tick &&
    state.value.status === 'ok' &&
    !isDeviceCopy(state.value.data);
  /** The connection's returns counted when the last load started: one in between means try again at once. */
  const startedAt = useRef(network.reconnects);
  useEffect(() => {
    if (key === null || kept) return;
    startedAt.current = network.reconnects;
    const ctrl = new AbortController();
    query(key, run, { signal: ctrl.signal, keepMs }).then(
      // A transition: a reply's screen renders in slices a slow phone can paint between.
      (data) => {
        if (!ctrl.signal.aborted)
          startTransition(() => setState({ key, tick, value: { status: 'ok', data, error: undefined } }));
      },
      (error: unknown) => {
        if (ctrl.signal.aborted || isCancel(error)) return;
        setState({ key, tick, value: { status: 'error', data: undefined, error } });
      },
    );
    return () => ctrl.abort();
    // `run` is recreated every render; `key` is what identifies the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  const reload = useCallback(() => {
    if (key !== null) forgetResults(key);
    setTick((t) => t + 1);
  }, [key]);
  const value = state.key === key && state.tick === tick ? state.value : initial<T>(key);
  const waitsForNetwork =
    (value.status === 'error' && isConnectionError(value.error)) || (value.status === 'ok' && isDeviceCopy(value.data));
  useEffect(() => {
    if (!waitsForNetwork) return undefined;
    if (network.reconnects === startedAt.current) return onReconnect(reload);
    reload();
    return undefined;
  }, [waitsForNetwork, reload]);
  return { ...value, reload };
}
