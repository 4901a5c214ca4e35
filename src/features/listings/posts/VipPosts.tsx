import { PostGrid } from './PostGrid';
import { useQuery } from '../../common/useQuery';
import { useListingMessages } from './messages';
import styles from './VipPosts.module.css';
import { request } from '../../../api/request';

const SHOWN = 6;

/** The newest VIP posts (getInfoVipList): what membership opens, as the cards every listing shows. */
export function VipPosts() {
  const m = useListingMessages();
  const posts = useQuery(
    'vip-posts',
    (signal) => request('/api/info/getInfoVipList', { pageSize: SHOWN }, { signal }),
    { keepMs: 60_000 },
  );
  return (
    <section className={styles.vipPosts} data-testid="vip-posts">
      <h2>{m.vipPostsTitle}</h2>
      <p>{m.vipPostsHint}</p>
      <PostGrid result={posts} emptyTitle={m.vipPostsEmpty} />
    </section>
  );
}
