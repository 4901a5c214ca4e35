import { useEffect, useState } from 'react';
import { setOperator } from '../../state/operator';
import { useUser } from '../../state/user';
import type { ConsoleViewer } from '../../nav/console-routes';
import { request } from '../../api/request';

/**
 * Asks the server whether the caller is an operator, only while a console path is open and someone is logged
 * in: a guest is no operator without a call. Any refusal (not_found for a user, 420 for an ended session)
 * reads as "not an operator", which shows the product's 404 page. The answer is kept per token, so another
 * login asks again.
 */
export function useConsoleViewer(inConsole: boolean): ConsoleViewer {
  const { isLogin, token } = useUser();
  const [answer, setAnswer] = useState<{ token: string; viewer: ConsoleViewer } | null>(null);
  const active = inConsole && isLogin;
  useEffect(() => {
    if (!active) return;
    const abort = new AbortController();
    request('/api/admin/me', {}, { signal: abort.signal }).then(
      (me) => {
        setOperator(me);
        setAnswer({ token, viewer: { state: 'operator', roles: me.roles } });
      },
      () => {
        if (abort.signal.aborted) return;
        setOperator(null);
        setAnswer({ token, viewer: { state: 'none' } });
      },
    );
    return () => abort.abort();
  }, [active, token]);
  if (!active) return { state: 'none' };
  return answer?.token === token ? answer.viewer : { state: 'checking' };
}
