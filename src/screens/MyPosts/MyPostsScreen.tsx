import { useState } from 'react';
import { KindChooser } from '../../features/my-posts/KindChooser';
import { useMyPostsMessages } from '../../features/my-posts/messages';
import { MY_POST_TABS } from '../../features/my-posts/my-post-rules';
import type { MyPostTab } from '../../features/my-posts/my-post-rules';
import { MyPostsList } from '../../features/my-posts/MyPostsList';
import { StatusTabs } from '../../features/my-posts/StatusTabs';
import { useMyPosts } from '../../features/my-posts/useMyPosts';
import { errorText } from '../../features/shared/error-text';
import { EmptyState } from '../../ui/EmptyState';
import styles from '../../features/my-posts/MyPosts.module.css';

/** /user/my-posts: the owner's posts by status, with their actions and the "发布" entry. */
export function MyPostsScreen() {
  const m = useMyPostsMessages();
  const [tab, setTab] = useState<MyPostTab>('all');
  const [choosing, setChoosing] = useState(false);
  const status = MY_POST_TABS.find((t) => t.key === tab)?.status;
  const posts = useMyPosts(status);
  const publish = () => setChoosing(true);

  return (
    <div className={styles.screen} data-testid="my-posts">
      <header className={styles.head}>
        <div>
          <h1>{m.title}</h1>
          {posts.status === 'ok' && <p>{m.subtitle(posts.total)}</p>}
        </div>
        <button type="button" className={styles.headPublish} onClick={publish} data-testid="my-posts-publish-top">
          + {m.publish}
        </button>
      </header>
      <StatusTabs value={tab} onChange={setTab} />
      {posts.status === 'loading' && (
        <div className={styles.skeletons} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={styles.skRow} />
          ))}
        </div>
      )}
      {posts.status === 'error' && (
        <EmptyState
          testId="my-posts-error"
          title={m.loadFailed}
          text={errorText(posts.error, m.loadFailed)}
          action={
            <button type="button" className={styles.cta} onClick={posts.reload}>
              {m.retry}
            </button>
          }
        />
      )}
      {posts.status === 'ok' && posts.items.length === 0 && (
        <EmptyState
          testId="my-posts-empty"
          title={tab === 'all' ? m.emptyTitle : m.emptyFiltered}
          text={m.emptyHint}
          action={
            <button type="button" className={styles.cta} onClick={publish}>
              {m.publishFirst}
            </button>
          }
        />
      )}
      {posts.status === 'ok' && posts.items.length > 0 && (
        <MyPostsList items={posts.items} hasMore={posts.items.length < posts.total} loadingMore={posts.loadingMore} loadMore={posts.loadMore} onChanged={posts.update} />
      )}
      <button type="button" className={styles.fab} onClick={publish} data-testid="my-posts-publish" aria-label={m.publish}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
        <span>{m.publish}</span>
      </button>
      <KindChooser open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
