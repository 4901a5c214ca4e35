import { useEffect } from 'react';

/**
 * Calls `reload` when the push stream says one of my bookings was made or changed (either side). The push
 * module loads on its own (useChatSync), so it is imported lazily here too.
 */
export function useBookingEvents(reload: () => void): void {
  useEffect(() => {
    let ended = false;
    let off: (() => void) | undefined;
    void import('../../api/chat-push').then((push) => {
      if (ended) return;
      off = push.onPushEvent((e) => {
        if (e.type === 'booking') reload();
      });
    });
    return () => {
      ended = true;
      off?.();
    };
  }, [reload]);
}
