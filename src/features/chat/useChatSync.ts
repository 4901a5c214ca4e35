import { useEffect } from 'react';
import { useUser } from '../../state/user';

/**
 * Keeps this tab's push connection open while someone is logged in. The push code loads only then, so a
 * guest's first screen never carries it.
 */
export function useChatSync(): void {
  const { isLogin, token } = useUser();
  useEffect(() => {
    if (!isLogin) return;
    let ended = false;
    let stop: (() => void) | undefined;
    void import('../../api/chat-push').then((push) => {
      if (ended) return;
      push.startPush();
      stop = push.stopPush;
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [isLogin, token]);
}
