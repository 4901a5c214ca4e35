import type { CSSProperties } from 'react';
import type { VideoFeedItem } from '../../../../protocol/explore';
import { AppLink } from '../../../nav/AppLink';
import { buttonClass } from '../../../ui/Button';
import { ChatButton } from '../../chat/ChatButton';
import { FavoriteButton } from '../../people/favorites/FavoriteButton';
import { detailPath } from '../../common/post-paths';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useVideoFeedMessages } from './messages';
import styles from './VideoFeed.module.css';

interface Props {
  item: VideoFeedItem;
  index: number;
  current: boolean;
}

/**
 * One slide: the poster (decrypted in the media worker, shown until the shared <video> paints its first
 * frame over it) and, above the video, the post's title, its link, the heart and the chat button. A locked
 * VIP slide shows its cover and the way to membership instead of a video.
 */
export function FeedSlide({ item, index, current }: Props) {
  const m = useVideoFeedMessages();
  const { post } = item;
  const style = { top: `${index * 100}%` } as CSSProperties;
  return (
    <section
      className={styles.slide}
      style={style}
      data-testid="feed-slide"
      data-post-id={post.id}
      data-current={current || undefined}
      aria-hidden={!current}
      inert={!current}
    >
      <EncryptedImage src={item.poster} alt={post.title} className={styles.poster} />
      {item.locked && (
        <div className={styles.locked} data-testid="feed-locked">
          <strong>{m.lockedTitle}</strong>
          <span>{m.lockedHint}</span>
          <AppLink to="/group" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {m.joinVip}
          </AppLink>
        </div>
      )}
      <div className={styles.info}>
        <h2 className={styles.title}>{post.title}</h2>
        <AppLink to={detailPath(post.kind, post.id)} className={styles.open} data-testid="feed-open-post">
          {m.openPost} ›
        </AppLink>
      </div>
      <div className={styles.actions}>
        <FavoriteButton postId={post.id} count={post.favorites} look="card" className={styles.fav} />
        <ChatButton authorId={item.authorId} postId={post.id} />
      </div>
    </section>
  );
}
