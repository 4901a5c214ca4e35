import { useCallback, useEffect, useState } from 'react';
import { isCancel } from '../errors/error-text';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ok'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `run` whenever `key` changes (or on `reload`), cancelling the previous call through its signal, so a
 * fast pager or filter change never shows an older reply. `key` must be a primitive describing the request.
 */
export function useAsync<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; tick: number; value: AsyncState<T> }>({ key, tick: 0, value: LOADING });
  const [tick, setTick] = useState(0);

  // Reset synchronously on a new key so the first render for it already shows the loading state.
  if (state.key !== key || state.tick !== tick) setState({ key, tick, value: LOADING });

  useEffect(() => {
    if (key === null) return;
    const ctrl = new AbortController();
    run(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ key, tick, value: { status: 'ok', data, error: undefined } });
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

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const value = state.key === key && state.tick === tick ? state.value : LOADING;
  return { ...value, reload };
}
