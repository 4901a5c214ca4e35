import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { noticePulse } from '../../../state/notice-pulse';

/**
 * Calls `reload` each time the push stream announces a money notice (a recharge credited, a withdrawal paid
 * or refused, gold earned) while the caller is on screen, so an open wallet shows it without a reload.
 */
export function useMoneyPulse(reload: () => void): void {
  const { money } = useSnapshot(noticePulse);
  const seen = useRef(money);
  useEffect(() => {
    if (money === seen.current) return;
    seen.current = money;
    reload();
  }, [money, reload]);
}
