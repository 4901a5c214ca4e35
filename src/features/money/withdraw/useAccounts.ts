import { useState } from 'react';
import type { PayoutAccount } from '../../../../protocol/money';
import { showAlert, showConfirm, showToast } from '../../../state/overlay';
import { useUser } from '../../../state/user';
import { errorText, errorTips, refusalCode } from '../../common/error-text';
import { useQuery } from '../../common/useQuery';
import { useWithdrawMessages } from './messages';
import { request } from '../../../api/request';

/** The payout accounts and their deletion (asked first; a pending withdrawal's refusal is said in a dialog). */
export function useAccounts() {
  const m = useWithdrawMessages();
  const { isLogin } = useUser();
  const list = useQuery(isLogin ? 'money:accounts' : null, (signal) =>
    request('/api/user/listAccount', {}, { signal }),
  );
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (a: PayoutAccount) => {
    const ok = await showConfirm({
      title: m.remove,
      message: m.removeAsk(`${m[`method_${a.method}`]} ${a.accountNo}`),
    });
    if (!ok) return;
    setBusyId(a.id);
    try {
      await request('/api/user/delAccount', { id: a.id });
      showToast(m.removed);
      list.reload();
    } catch (err) {
      if (refusalCode(err) === 'money.account_busy') await showAlert(errorText(err), m.busyTitle);
      else errorTips(err);
    } finally {
      setBusyId(null);
    }
  };
  return { list, remove, busyId };
}
