import { useEffect } from 'react';
import { startPush, stopPush } from '../../api/push';
import { useUser } from '../../state/user';

/** Keeps this tab's push connection open while someone is logged in. */
export function useChatSync(): void {
  const { isLogin, token } = useUser();
  useEffect(() => {
    if (!isLogin) return;
    startPush();
    return () => stopPush();
  }, [isLogin, token]);
}
