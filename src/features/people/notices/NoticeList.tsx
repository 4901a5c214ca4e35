import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { NoticeKind, SystemNotice } from '../../../../protocol/people';
import { useLang } from '../../../i18n';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import type { BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { detailPath } from '../../common/post-paths';
import { BellIcon, CoinIcon, FlagIcon, MegaphoneIcon, SearchIcon, ShieldIcon, UserIcon } from '../../common/icons';
import { request } from '../../../api/request';
import { showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { useNoticeMessages } from './messages';
import styles from './Notices.module.css';

/** Each kind of notice has its label (a chip), colour and picture. */
const KIND_TONE: Readonly<Record<NoticeKind, BadgeTone>> = {
  post_status: 'neutral',
  broadcast: 'info',
  booking: 'accent',
  report: 'success',
  warning: 'danger',
  feedback: 'pink',
  money: 'gold',
  account: 'warning',
  search: 'accent',
  expiry: 'warning',
};

const KIND_ICON: Readonly<Record<NoticeKind, ReactNode>> = {
  post_status: <ShieldIcon />,
  broadcast: <MegaphoneIcon />,
  booking: <BellIcon />,
  report: <FlagIcon />,
  warning: <ShieldIcon />,
  feedback: <MegaphoneIcon />,
  money: <CoinIcon />,
  account: <UserIcon />,
  search: <SearchIcon />,
  expiry: <BellIcon />,
};

interface Props {
  items: SystemNotice[];
  hasMore: boolean;
  busy: boolean;
  loadMore: () => void;
}

/** An expiry reminder renews its post in one tap (free; an expired post comes back without a review). */
function RenewButton({ postId }: { postId: number }) {
  const m = useNoticeMessages();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const renew = async () => {
    setState('busy');
    try {
      await request('/api/info/renewPost', { id: postId });
      setState('done');
      showToast(m.renewed);
    } catch (err) {
      setState('idle');
      showToast(errorText(err, m.renewFailed));
    }
  };
  return (
    <Button
      size="sm"
      variant="primary"
      testId="notice-renew"
      loading={state === 'busy'}
      disabled={state === 'done'}
      onClick={() => void renew()}
    >
      {state === 'done' ? m.renewed : m.renew}
    </Button>
  );
}

function NoticeItem({ n, when }: { n: SystemNotice; when: string }) {
  const m = useNoticeMessages();
  const post = n.postId !== null && n.postKind !== null ? detailPath(n.postKind, n.postId) : null;
  return (
    <li className={`${styles.item} ${n.read ? '' : styles.unread}`} data-testid="notice" data-kind={n.kind}>
      <span className={styles.icon} aria-hidden="true">
        {KIND_ICON[n.kind]}
      </span>
      <div className={styles.body}>
        <div className={styles.top}>
          <h3 className={styles.title}>{n.title}</h3>
          <Badge tone={KIND_TONE[n.kind]} testId="notice-kind">
            {m[`kind_${n.kind}`]}
          </Badge>
        </div>
        <p className={styles.text}>{n.text}</p>
        {n.reason && (
          <p className={styles.reason} data-testid="notice-reason">
            {m.reason}
            {n.reason}
          </p>
        )}
        <div className={styles.foot}>
          <time dateTime={new Date(n.createdAt * 1000).toISOString()}>{when}</time>
          {post && (
            <AppLink to={post} className={styles.link}>
              {m.viewPost}
            </AppLink>
          )}
          {n.kind === 'expiry' && n.postId !== null && <RenewButton postId={n.postId} />}
        </div>
      </div>
    </li>
  );
}

/** System notices, newest first; unread ones carry a mark until the next visit. */
export function NoticeList({ items, hasMore, busy, loadMore }: Props) {
  const m = useNoticeMessages();
  const lang = useLang();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [lang],
  );
  return (
    <>
      <ul className={styles.list} data-testid="notice-list">
        {items.map((n) => (
          <NoticeItem key={n.id} n={n} when={format.format(new Date(n.createdAt * 1000))} />
        ))}
      </ul>
      {hasMore && (
        <Button block onClick={loadMore} loading={busy} testId="notices-more">
          {m.more}
        </Button>
      )}
    </>
  );
}
