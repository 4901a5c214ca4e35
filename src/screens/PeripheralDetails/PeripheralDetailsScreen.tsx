import type { NearbyCard, NearbyReply } from '../../../protocol/public-pages';
import type { Page } from '../../../protocol/types';
import { useScreenQuery } from '../../nav/screen-entry';
import { pageCount } from '../../features/common/list-query';
import { Pager } from '../../features/listings/posts/Pager';
import { PostGrid } from '../../features/listings/posts/PostGrid';
import { AreaPicker } from '../../features/public-pages/nearby/AreaPicker';
import { useNearbyMessages } from '../../features/public-pages/nearby/messages';
import { nearbyPath, parseNearbyQuery } from '../../features/public-pages/nearby/nearby-query';
import { useNearby } from '../../features/public-pages/nearby/useNearby';
import type { QueryState } from '../../features/common/useQuery';
import { EmptyState } from '../../ui/EmptyState';
import styles from '../PersonalDetail/PublicPage.module.css';

const postsOf = (r: QueryState<NearbyReply>): QueryState<Page<NearbyCard>> =>
  r.status === 'ok' ? { status: 'ok', data: r.data.posts, error: undefined } : r;

/** /user/peripheral-details: public posts nearest the chosen (or saved) area first. */
export function PeripheralDetailsScreen() {
  const m = useNearbyMessages();
  const { area: asked, page } = parseNearbyQuery(useScreenQuery());
  const result = useNearby(asked, page);
  const area = result.data?.area ?? null;
  const posts = result.data?.posts;
  return (
    <div className={styles.screen} data-testid="nearby-screen">
      <AreaPicker area={area} />
      {result.status === 'ok' && !area ? (
        <EmptyState kind="empty" title={m.pickTitle} text={m.pickHint} testId="nearby-pick" />
      ) : (
        <PostGrid result={{ ...postsOf(result), reload: result.reload }} emptyTitle={m.empty} emptyHint={m.emptyHint} />
      )}
      {posts && posts.total > posts.pageSize && (
        <Pager
          page={page}
          pages={pageCount(posts.total, posts.pageSize)}
          total={posts.total}
          pathFor={(p) => nearbyPath(asked, p)}
        />
      )}
    </div>
  );
}
