import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { Pager } from '../../../ui/Pager';
import { postStatusText } from '../../../../protocol/refusal-words';
import { POST_STATUS } from '../../../../protocol/status';
import { useConsoleData } from '../useConsoleData';
import { detailPath } from '../../common/post-paths';
import { formatDateTime } from '../../common/money-format';
import { useUserMessages } from './messages';
import { Loaded } from './Loaded';
import table from '../Table.module.css';

const tone = (status: number) =>
  status === POST_STATUS.VERIFIED ? 'success' : status === POST_STATUS.PENDING ? 'warning' : 'neutral';

/** Every post of the person, any status (spec §3 code and its name), linking to the post. */
export function UserPosts({ userId }: { userId: number }) {
  const m = useUserMessages();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/userPosts', { userId, page }, { signal }),
    [userId, page],
  );
  const posts = useConsoleData(fetch, m.loadFailed);
  return (
    <section className={table.panel} data-testid="user-posts">
      <h3>{m.posts}</h3>
      <Loaded data={posts} empty={m.noPosts} isEmpty={(p) => p.total === 0}>
        {(p) => (
          <>
            <table className={table.table}>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>{m.title}</th>
                  <th>{m.kind}</th>
                  <th>{m.status}</th>
                  <th>{m.posted}</th>
                </tr>
              </thead>
              <tbody>
                {p.list.map((x) => (
                  <tr key={x.id} data-testid={`user-post-${String(x.id)}`}>
                    <td>{x.id}</td>
                    <td>
                      <a href={detailPath(x.kind, x.id)} target="_blank" rel="noreferrer">
                        {x.title}
                      </a>
                    </td>
                    <td>{x.kind}</td>
                    <td>
                      <Badge tone={tone(x.status)}>{postStatusText(x.status)[lang]}</Badge>
                    </td>
                    <td className={table.nowrap}>{formatDateTime(x.createdAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {p.total > p.pageSize && (
              <Pager
                page={p.page}
                pages={Math.ceil(p.total / p.pageSize)}
                labels={{ prev: m.prev, next: m.next, nav: m.pageNav }}
                onChange={setPage}
              />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
