import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Pager } from '../../../ui/Pager';
import { useConsoleData } from '../useConsoleData';
import { formatDateTime, formatDay, formatGold } from '../../common/money-format';
import { tierKey, useMoneyWords } from '../../common/messages';
import { useUserMessages } from './messages';
import { Loaded } from './Loaded';
import table from '../Table.module.css';

/** Recharge orders and the membership history (cards bought, grants), for roles that read orders. */
export function UserOrders({ userId, round }: { userId: number; round: number }) {
  const m = useUserMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    // `round` reloads after an action here (a grant) changes the history.
    (signal: AbortSignal) =>
      request('/api/admin/userOrders', { userId, page }, { signal }).then((d) => ({ ...d, round })),
    [userId, page, round],
  );
  const data = useConsoleData(fetch, m.loadFailed);
  return (
    <>
      <section className={table.panel} data-testid="user-vip-history">
        <h3>{m.vipHistory}</h3>
        <Loaded data={data} empty={m.noVipHistory} isEmpty={(d) => d.vip.length === 0}>
          {(d) => (
            <table className={table.table}>
              <thead>
                <tr>
                  <th>{m.when}</th>
                  <th>{m.goods}</th>
                  <th>{m.level}</th>
                  <th>{m.price}</th>
                  <th>{m.vip}</th>
                </tr>
              </thead>
              <tbody>
                {d.vip.map((g) => (
                  <tr key={`${String(g.createdAt)}-${String(g.level)}-${String(g.expiresAt)}`}>
                    <td className={table.nowrap}>{formatDateTime(g.createdAt, lang)}</td>
                    <td>
                      {g.granted ? <Badge tone="gold">{m.granted}</Badge> : lang === 'en' ? g.goodsNameEn : g.goodsName}
                    </td>
                    <td>
                      {wm[tierKey(g.fromLevel)]} → {wm[tierKey(g.level)]}
                    </td>
                    <td>{formatGold(g.priceGold, lang)}</td>
                    <td>{g.expiresAt === null ? m.vipForever : m.vipUntil(formatDay(g.expiresAt, lang))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </section>
      <section className={table.panel} data-testid="user-orders">
        <h3>{m.orders}</h3>
        <Loaded data={data} empty={m.noOrders} isEmpty={(d) => d.orders.total === 0}>
          {(d) => (
            <>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th>{m.orderNo}</th>
                    <th>{m.goods}</th>
                    <th>{m.amount}</th>
                    <th>{m.gold}</th>
                    <th>{m.status}</th>
                    <th>{m.when}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.orders.list.map((o) => (
                    <tr key={o.orderNo}>
                      <td className={table.nowrap}>{o.orderNo}</td>
                      <td>{lang === 'en' ? o.goodsNameEn : o.goodsName}</td>
                      <td>¥{(o.amountCents / 100).toFixed(2)}</td>
                      <td>{formatGold(o.gold, lang)}</td>
                      <td>
                        <Badge tone={o.status === 'paid' ? 'success' : 'neutral'}>{m[`order_${o.status}`]}</Badge>
                      </td>
                      <td className={table.nowrap}>{formatDateTime(o.createdAt, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {d.orders.total > d.orders.pageSize && (
                <Pager
                  page={d.orders.page}
                  pages={Math.ceil(d.orders.total / d.orders.pageSize)}
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
