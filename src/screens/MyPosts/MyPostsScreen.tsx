import { useState } from 'react';
import { KindChooser } from '../../features/release/my-posts/KindChooser';
import { useMyPostsMessages } from '../../features/release/my-posts/messages';
import { MY_POST_TABS } from '../../features/release/my-posts/my-post-rules';
import type { MyPostTab } from '../../features/release/my-posts/my-post-rules';
import { MyPostsList } from '../../features/release/my-posts/MyPostsList';
import { StatusTabs } from '../../features/release/my-posts/StatusTabs';
import { useMyPosts } from '../../features/release/my-posts/useMyPosts';
import { errorText } from '../../features/common/error-text';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { PlusIcon } from '../../features/common/icons';
import styles from '../../features/release/my-posts/MyPosts.module.css';

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
        <Button
          variant="primary"
          className={styles.headPublish}
          onClick={publish}
          testId="my-posts-publish-top"
          icon={<PlusIcon />}
        >
          {m.publish}
        </Button>
      </header>
      <StatusTabs value={tab} onChange={setTab} />
      {posts.status === 'loading' && <SkeletonRows count={4} height={140} />}
      {posts.status === 'error' && (
        <EmptyState
          testId="my-posts-error"
          kind="error"
          role="alert"
          title={m.loadFailed}
          text={errorText(posts.error, m.loadFailed)}
          action={<Button onClick={posts.reload}>{m.retry}</Button>}
        />
      )}
      {posts.status === 'ok' && posts.items.length === 0 && (
        <EmptyState
          testId="my-posts-empty"
          title={tab === 'all' ? m.emptyTitle : m.emptyFiltered}
          text={m.emptyHint}
          action={
            <Button variant="primary" onClick={publish}>
              {m.publishFirst}
            </Button>
          }
        />
      )}
      {posts.status === 'ok' && posts.items.length > 0 && (
        <MyPostsList
          items={posts.items}
          hasMore={posts.items.length < posts.total}
          loadingMore={posts.loadingMore}
          loadMore={posts.loadMore}
          onChanged={posts.update}
        />
      )}
      {/* Phones only: desktop has the button in the header. */}
      <Button
        variant="primary"
        size="lg"
        className={styles.fab}
        onClick={publish}
        testId="my-posts-publish"
        aria-label={m.publish}
        icon={<PlusIcon />}
      >
        {m.publish}
      </Button>
      <KindChooser open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
