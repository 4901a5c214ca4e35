import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/request';

export interface ConsoleData<T> {
  data: T | null;
  error: string;
  loading: boolean;
  reload: () => void;
}

/** The readable text of a failed console call. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.msg ? err.msg : fallback;
}

/** Loads `fetch` now and on every `reload`, cancelling a superseded load; keeps the last data on failure. */
export function useConsoleData<T>(fetch: (signal: AbortSignal) => Promise<T>, failed: string): ConsoleData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  // Which load last settled: loading is every moment between a new (fetch, round) and its answer.
  const [settled, setSettled] = useState<{ fetch: unknown; round: number } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetch(abort.signal).then(
      (d) => {
        setData(d);
        setError('');
        setSettled({ fetch, round });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorText(err, failed));
        setSettled({ fetch, round });
      },
    );
    return () => abort.abort();
  }, [fetch, failed, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const loading = settled?.fetch !== fetch || settled.round !== round;
  return { data, error, loading, reload };
}
