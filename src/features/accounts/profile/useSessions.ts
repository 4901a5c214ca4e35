import { useState } from 'react';
import { showConfirm, showToast } from '../../../state/overlay';
import { errorTips } from '../../common/error-text';
import { useQuery } from '../../common/useQuery';
import { useUserMessages } from './messages';
import { requestReply, request } from '../../../api/request';

/** What is in progress: a session being logged out, the others all at once, or nothing. */
export type SessionsBusy = number | 'others' | null;

/** The caller's signed-in devices, with per-device logout and "log out everywhere else". */
export function useSessions() {
  const m = useUserMessages();
  const list = useQuery('account/sessions', (signal) => request('/api/account/sessions', {}, { signal }));
  const [busy, setBusy] = useState<SessionsBusy>(null);

  const act = async (what: Exclude<SessionsBusy, null>, call: () => Promise<{ msg: string }>) => {
    setBusy(what);
    try {
      showToast((await call()).msg);
    } catch (err) {
      errorTips(err);
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  const revoke = (id: number) => act(id, () => requestReply('/api/account/revokeSession', { id }));
  const logoutOthers = async () => {
    if (!(await showConfirm({ title: m.logoutOthers, message: m.logoutOthersAsk }))) return;
    await act('others', () => requestReply('/api/account/logoutOthers', {}));
  };
  return { list, busy, revoke, logoutOthers };
}
