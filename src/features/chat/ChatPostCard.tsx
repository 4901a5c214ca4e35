import type { ChatPost } from '../../../protocol/chat';
import { AppLink } from '../../nav/AppLink';
import { usePostWords } from '../common/messages';
import { detailPath } from '../common/post-paths';
import { formatPrice } from '../common/price';
import { EncryptedImage } from '../media/EncryptedImage';
import styles from './Chat.module.css';

/** The post a conversation is about, at its top: photo, title and price, opening the post. */
export function ChatPostCard({ post }: { post: ChatPost }) {
  const lm = usePostWords();
  return (
    <AppLink
      to={detailPath(post.kind, post.id)}
      className={styles.postCard}
      data-testid="chat-post"
      data-post={post.id}
    >
      {post.cover ? (
        <EncryptedImage src={post.cover} alt="" className={styles.postCover} width={56} />
      ) : (
        <span className={styles.postCover} aria-hidden="true" />
      )}
      <span className={styles.postText}>
        <b className={styles.postTitle}>{post.title}</b>
        <span className={styles.postPrice}>{formatPrice(post.priceMin, post.priceMax, lm)}</span>
      </span>
    </AppLink>
  );
}
