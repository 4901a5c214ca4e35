import { Button } from '../../../ui/Button';
import { showToast } from '../../../state/overlay';
import { clearViewedPosts, useRecentPosts } from '../../../state/recent-posts';
import { ClockIcon, TrashIcon } from '../../common/icons';
import { VirtualPostGrid } from '../posts/VirtualPostGrid';
import { useSearchMessages } from './messages';
import styles from './SearchChips.module.css';

/** The posts this device opened lately, newest first; nothing shows until there is one. */
export function RecentPosts() {
  const { posts } = useRecentPosts();
  const m = useSearchMessages();
  if (!posts.length) return null;
  const clear = () => {
    clearViewedPosts();
    showToast(m.recentCleared);
  };
  return (
    <section className={styles.section} data-testid="recent-posts">
      <header className={styles.head}>
        <h3>
          <ClockIcon /> {m.recent}
        </h3>
        <Button variant="ghost" size="sm" onClick={clear} testId="recent-posts-clear" icon={<TrashIcon />}>
          {m.clear}
        </Button>
      </header>
      <VirtualPostGrid posts={posts} />
    </section>
  );
}
