import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatDay, formatGold } from '../../common/money-format';
import { tierKey, useMoneyWords } from '../../common/messages';
import type { UserDetail } from '../../../../protocol/console-users';
import { ConsoleLink } from '../ConsoleLink';
import { userPath } from './user-path';
import { useUserMessages } from './messages';
import table from '../Table.module.css';
import review from '../Review.module.css';
import styles from './UserDetail.module.css';

/** The profile: who they are, their standing, membership, money and how they came. */
export function UserFacts({ u }: { u: UserDetail }) {
  const m = useUserMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  let vip = wm[tierKey(u.vipActive)];
  if (u.vipActive > 0)
    vip += ` · ${u.vipExpiresAt === null ? m.vipForever : m.vipUntil(formatDay(u.vipExpiresAt, lang))}`;
  return (
    <section className={table.panel} data-testid="user-profile">
      <div className={styles.head}>
        <h2>{u.nickname}</h2>
        <span className={table.muted}>@{u.username}</span>
        {u.bannedAt === null ? (
          <Badge tone="success">{m.active}</Badge>
        ) : (
          <Badge tone="danger" testId="user-banned">
            {m.banned}
          </Badge>
        )}
        {u.roles.map((r) => (
          <Badge key={r} tone="info">
            {r}
          </Badge>
        ))}
      </div>
      <dl className={review.facts}>
        <dt>{m.id}</dt>
        <dd>{u.id}</dd>
        <dt>{m.phone}</dt>
        <dd>{u.phone ?? m.none}</dd>
        <dt>{m.created}</dt>
        <dd>{formatDateTime(u.createdAt, lang)}</dd>
        {u.bannedAt !== null && (
          <>
            <dt>{m.banned}</dt>
            <dd>
              {formatDateTime(u.bannedAt, lang)} · {m.bannedReason(u.banReason)}
            </dd>
          </>
        )}
        <dt>{m.vip}</dt>
        <dd data-testid="user-vip">{vip}</dd>
        <dt>{m.wallet}</dt>
        <dd data-testid="user-wallet">{formatGold(u.walletGold, lang)}</dd>
        <dt>{m.invitedBy}</dt>
        <dd>
          {u.invitedBy ? <ConsoleLink href={userPath(u.invitedBy.id)}>@{u.invitedBy.username}</ConsoleLink> : m.none}
        </dd>
        <dt>{m.invited}</dt>
        <dd>{u.invited}</dd>
        <dt>{m.postsCount}</dt>
        <dd>{u.posts}</dd>
        {u.tempPasswordUntil !== null && (
          <>
            <dt />
            <dd className={table.muted}>{m.tempPassword(formatDateTime(u.tempPasswordUntil, lang))}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
