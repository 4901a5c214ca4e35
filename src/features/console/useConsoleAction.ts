import { useCallback, useState } from 'react';
import { errorText } from './useConsoleData';

/**
 * A console form's one action at a time: `busy` while it runs, `error` the readable text of its refusal
 * (cleared when it succeeds). `run` resolves true when the action succeeded.
 */
export function useConsoleAction(failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(
    async (act: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await act();
        setError('');
        return true;
      } catch (err) {
        setError(errorText(err, failed));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failed],
  );
  return { busy, error, setError, run };
}
