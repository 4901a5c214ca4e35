import { useCallback, useRef, useState } from 'react';
import { actionKeeper } from '../../../api/money';
import type { KeyedPath, Unkeyed } from '../../../api/money';
import type { ReplyOf } from '../../../../protocol/endpoints';

/**
 * A gold-moving call bound to one control: the idempotency key is made on the first tap and reused while the
 * user retries the same request; a second tap while one is in flight is ignored (resolves null).
 */
export function useMoneyAction<P extends KeyedPath>(path: P) {
  const keeper = useRef(actionKeeper(path)).current;
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (payload: Unkeyed<P>): Promise<ReplyOf<P> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const reply = await keeper.actionFor(payload).send();
        keeper.done();
        return reply;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [keeper],
  );
  return { run, busy };
}
