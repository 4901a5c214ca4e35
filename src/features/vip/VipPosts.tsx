import { getInfoVipList } from '../../api/info';
import { PostGrid } from '../listing/PostGrid';
import { useQuery } from '../shared/useQuery';
import { useVipMessages } from './messages';
import styles from './Vip.module.css';

const SHOWN = 6;

/** The newest VIP posts (getInfoVipList): what membership opens, as the cards every listing shows. */
export function VipPosts() {
  const m = useVipMessages();
  const posts = useQuery('vip-posts', (signal) => getInfoVipList({ pageSize: SHOWN }, { signal }), { keepMs: 60_000 });
  return (
    <section className={styles.vipPosts} data-testid="vip-posts">
      <h2>{m.vipPostsTitle}</h2>
      <p>{m.vipPostsHint}</p>
      <PostGrid result={posts} emptyTitle={m.vipPostsEmpty} />
    </section>
  );
}
