import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Pager } from '../../../ui/Pager';
import { formatGold, formatYuan } from '../../common/money-format';
import { useMoneyWords } from '../../common/messages';
import { StatementTable } from '../StatementTable';
import { useConsoleData } from '../useConsoleData';
import { useConsoleTime } from '../useConsoleTime';
import { useWorkMessages } from '../work-messages';
import { useUserMessages } from './messages';
import { Loaded } from './Loaded';
import table from '../Table.module.css';

/** The wallet's statement and the withdrawals, in words, for the roles that read orders (support among them). */
export function UserMoney({ userId, round }: { userId: number; round: number }) {
  const m = useUserMessages();
  const wk = useWorkMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  const when = useConsoleTime();
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    // `round` reloads after an action on this page.
    (signal: AbortSignal) =>
      request('/api/admin/userMoney', { userId, page }, { signal }).then((d) => ({ ...d, round })),
    [userId, page, round],
  );
  const data = useConsoleData(fetch, m.loadFailed);
  return (
    <>
      <section className={table.panel} data-testid="user-withdrawals">
        <h3>{m.withdrawals}</h3>
        <Loaded data={data} empty={m.noWithdrawals} isEmpty={(d) => d.withdrawals.total === 0}>
          {(d) => (
            <table className={table.table}>
              <thead>
                <tr>
                  <th>{m.amount}</th>
                  <th>{m.fee}</th>
                  <th>{m.payTo}</th>
                  <th>{m.status}</th>
                  <th>{m.why}</th>
                  <th>{wk.requested}</th>
                </tr>
              </thead>
              <tbody>
                {d.withdrawals.list.map((w) => (
                  <tr key={w.id} data-testid="user-withdrawal" data-status={w.status}>
                    <td>
                      {formatGold(w.amount, lang)}
                      {w.payoutCents !== null && <small> · {formatYuan(w.payoutCents)}</small>}
                    </td>
                    <td>{w.fee > 0 ? formatGold(w.fee, lang) : '—'}</td>
                    <td>
                      {w.account ? `${wm[`method_${w.account.method}`]} · ${w.account.accountNo}` : m.accountGone}
                    </td>
                    <td>
                      <Badge tone={w.status === 'paid' ? 'success' : 'neutral'}>{wk[`wstatus_${w.status}`]}</Badge>
                    </td>
                    <td>{w.reason || '—'}</td>
                    <td className={table.nowrap}>{when(w.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </section>
      <section className={table.panel} data-testid="user-money">
        <h3>{m.money}</h3>
        <Loaded data={data} empty={m.noMoney} isEmpty={(d) => d.statement.total === 0}>
          {(d) => (
            <>
              <StatementTable lines={d.statement.list} />
              {d.statement.total > d.statement.pageSize && (
                <Pager
                  page={d.statement.page}
                  pages={Math.ceil(d.statement.total / d.statement.pageSize)}
                  labels={{ prev: m.prev, next: m.next, nav: m.pageNav }}
                  onChange={setPage}
                />
              )}
            </>
          )}
        </Loaded>
      </section>
    </>
  );
}
