import { useMemo } from 'react';
import type { SystemNotice } from '../../../../protocol/people';
import { useLang } from '../../../i18n';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { detailPath } from '../../common/post-paths';
import { MegaphoneIcon, ShieldIcon } from '../../common/icons';
import { useNoticeMessages } from './messages';
import styles from './Notices.module.css';

interface Props {
  items: SystemNotice[];
  hasMore: boolean;
  busy: boolean;
  loadMore: () => void;
}

function NoticeItem({ n, when }: { n: SystemNotice; when: string }) {
  const m = useNoticeMessages();
  const post = n.postId !== null && n.postKind !== null ? detailPath(n.postKind, n.postId) : null;
  return (
    <li className={`${styles.item} ${n.read ? '' : styles.unread}`} data-testid="notice" data-kind={n.kind}>
      <span className={styles.icon} aria-hidden="true">
        {n.kind === 'broadcast' ? <MegaphoneIcon /> : <ShieldIcon />}
      </span>
      <div className={styles.body}>
        <div className={styles.top}>
          <h3 className={styles.title}>{n.title}</h3>
          {n.kind === 'broadcast' && <Badge tone="info">{m.broadcast}</Badge>}
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
