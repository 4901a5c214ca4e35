import { POST_STATUS } from '../../../../protocol/status';
import type { PostDetail } from '../../../../protocol/types';
import { AppLink } from '../../../nav/AppLink';
import { buttonClass } from '../../../ui/Button';
import { detailPath } from '../../common/post-paths';
import { storePath } from '../../common/person-paths';
import { ReportButton } from '../../public-pages/report/ReportButton';
import { ShareButton } from '../../public-pages/share/ShareButton';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/** Share (anyone, once the post is public), report (anyone but its owner) and, for a store, its page. */
export function DetailActions({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  const path = detailPath(post.kind, post.id);
  if (post.status !== POST_STATUS.VERIFIED) return null;
  return (
    <div className={styles.actions} data-testid="detail-actions">
      {/* The server's render has no origin; the address only leaves the page when shared. */}
      <ShareButton url={typeof location === 'undefined' ? path : `${location.origin}${path}`} title={post.title} />
      {!post.owner && <ReportButton postId={post.id} returnTo={path} />}
      {post.kind === 'store' && (
        <AppLink
          to={storePath(post.id)}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          data-testid="detail-store-page"
        >
          {m.storePage}
        </AppLink>
      )}
    </div>
  );
}
