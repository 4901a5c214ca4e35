import { useLang } from '../../i18n';
import { formatDay } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Pager } from '../../ui/Pager';
import { SkeletonRows } from '../../ui/Skeleton';
import { errorText } from '../common/error-text';
import { useQuery } from '../common/useQuery';
import { useInviteMessages } from './messages';
import styles from './Invite.module.css';
import { request } from '../../api/request';

const PAGE_SIZE = 20;

/** The caller's invitees, a page at a time, each with the gold it earned. */
export function InviteeList({
  page,
  onPage,
  rewardGold,
}: {
  page: number;
  onPage: (page: number) => void;
  /** The reward now (0: rewards are off), for what an invitee who has not recharged yet will bring. */
  rewardGold: number;
}) {
  const m = useInviteMessages();
  const lang = useLang();
  const list = useQuery(`invite:list:${page}`, (signal) =>
    request('/api/user/listInvitation', { page, pageSize: PAGE_SIZE }, { signal }),
  );
  if (list.status === 'error') {
    return (
      <Notice role="alert">
        {errorText(list.error, m.failed)}{' '}
        <Button size="sm" variant="ghost" onClick={list.reload}>
          {m.retry}
        </Button>
      </Notice>
    );
  }
  if (list.status === 'loading') return <SkeletonRows count={2} height={44} />;
  const { list: rows, total } = list.data;
  if (total === 0) return <p className={styles.empty}>{m.empty}</p>;
  return (
    <>
      <ul className={styles.list} data-testid="invitee-list">
        {rows.map((r, i) => (
          <li key={`${r.joinedAt}-${i}`} className={styles.item} data-testid="invitee">
            <span className={styles.name}>{r.nickname}</span>
            <span className={styles.meta}>{m.joined.replace('{date}', formatDay(r.joinedAt, lang))}</span>
            <span className={styles.reward} data-testid="invitee-reward">
              {r.reward > 0 ? `+${r.reward}` : !r.recharged && rewardGold > 0 ? m.awaitingRecharge : m.noReward}
            </span>
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE && (
        <Pager
          page={page}
          pages={Math.ceil(total / PAGE_SIZE)}
          labels={{ prev: m.prev, next: m.next, nav: m.nav }}
          onChange={onPage}
        />
      )}
    </>
  );
}
