import { useCallback, useState } from 'react';
import type { LazyScreen } from './lazy-screen';

/**
 * A part only an action opens (a sheet, a dialog): nothing of it loads until the first press. `load()` fetches
 * its chunk (what was pressed shows `loading` until `ready`) and rejects when the chunk cannot be fetched, so
 * the caller can say so; once `ready`, the caller keeps the part mounted, so its own state lives as before.
 */
export function useLazyPart(part: Pick<LazyScreen, 'preload'>) {
  const [ready, setReady] = useState(false);
  const load = useCallback(() => part.preload().then(() => setReady(true)), [part]);
  return { ready, load };
}
