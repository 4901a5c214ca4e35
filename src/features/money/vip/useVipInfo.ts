import { useCallback, useState } from 'react';
import type { VipGrant, VipInfo } from '../../../../protocol/money-vip';
import { useUser } from '../../../state/user';
import { errorTips } from '../../common/error-text';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** Rows of the VIP history asked at a time. */
export const VIP_HISTORY_PAGE = 20;

/** The caller's membership, the cards priced for them and the newest page of its history (nothing for a guest). */
export function useVipInfo() {
  const { isLogin } = useUser();
  return useQuery(isLogin ? 'money:vip' : null, (signal) =>
    request('/api/user/myVipInfo', { pageSize: VIP_HISTORY_PAGE }, { signal }),
  );
}

/**
 * The history of `info` with the older pages asked for by "more" appended; a new `info` (after a purchase)
 * starts again from its own first page.
 */
export function useVipHistory(info: VipInfo) {
  const [older, setOlder] = useState<{ of: VipInfo; rows: VipGrant[] }>({ of: info, rows: [] });
  const [busy, setBusy] = useState(false);
  const rows = older.of === info ? [...info.history, ...older.rows] : info.history;
  const shown = rows.length;
  const more = useCallback(async () => {
    setBusy(true);
    try {
      const page = Math.floor(shown / VIP_HISTORY_PAGE) + 1;
      const next = await request('/api/user/myVipInfo', { page, pageSize: VIP_HISTORY_PAGE });
      setOlder((o) => ({ of: info, rows: [...(o.of === info ? o.rows : []), ...next.history] }));
    } catch (err) {
      errorTips(err);
    } finally {
      setBusy(false);
    }
  }, [info, shown]);
  return { rows, total: info.historyTotal, more, busy };
}
