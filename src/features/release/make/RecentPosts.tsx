import { useLang } from '../../../i18n';
import { statusLabel, statusTone } from '../../../lib/status-label';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { SkeletonRows } from '../../../ui/Skeleton';
import { STATUS_BADGE_TONE } from '../../common/kind-tone';
import { useMyPosts } from '../my-posts/useMyPosts';
import { formatDateTime } from '../../common/money-format';
import { useMakeMessages } from './messages';
import styles from './Make.module.css';

/** Posts shown on the hub; the rest are one tap away in my posts. */
const RECENT = 5;

/** The owner's latest posts with their review status, each opening its editor in my posts. */
export function RecentPosts() {
  const m = useMakeMessages();
  const lang = useLang();
  const posts = useMyPosts(undefined);
  if (posts.status === 'loading' && posts.items.length === 0) return <SkeletonRows count={3} height={44} />;
  if (posts.status === 'error' && posts.items.length === 0)
    return (
      <p className={styles.none} role="alert">
        {m.loadFailed}{' '}
        <Button size="sm" variant="ghost" onClick={posts.reload}>
          {m.retry}
        </Button>
      </p>
    );
  if (posts.items.length === 0) return <p className={styles.none}>{m.noPosts}</p>;
  return (
    <ul className={styles.rows} data-testid="recent-posts">
      {posts.items.slice(0, RECENT).map((p) => (
        <li key={p.id} className={styles.row} data-testid="recent-post" data-status={p.status}>
          <div className={styles.rowText}>
            <strong className={styles.rowTitle}>{p.title}</strong>
            <small>{formatDateTime(p.updatedAt, lang)}</small>
          </div>
          <Badge tone={STATUS_BADGE_TONE[statusTone(p.status)]} testId="recent-post-status">
            {statusLabel(p.status, lang, p.kind)}
          </Badge>
        </li>
      ))}
      <li className={styles.more}>
        <AppLink to="/user/my-posts" data-testid="recent-all">
          {m.all}
        </AppLink>
      </li>
    </ul>
  );
}
