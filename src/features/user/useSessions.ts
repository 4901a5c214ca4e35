import { useState } from 'react';
import { logoutOthersReply, revokeSessionReply, sessions } from '../../api/account';
import { showConfirm, showToast } from '../../state/overlay';
import { errorTips } from '../errors/error-text';
import { useQuery } from '../shared/useQuery';
import { useUserMessages } from './messages';

/** What is in progress: a session being logged out, the others all at once, or nothing. */
export type SessionsBusy = number | 'others' | null;

/** The caller's signed-in devices, with per-device logout and "log out everywhere else". */
export function useSessions() {
  const m = useUserMessages();
  const list = useQuery('account/sessions', (signal) => sessions({}, { signal }));
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

  const revoke = (id: number) => act(id, () => revokeSessionReply({ id }));
  const logoutOthers = async () => {
    if (!(await showConfirm({ title: m.logoutOthers, message: m.logoutOthersAsk }))) return;
    await act('others', () => logoutOthersReply());
  };
  return { list, busy, revoke, logoutOthers };
}
