import { memo } from 'react';
import type { PostCard as Post } from '../../../../protocol/types';
import { EncryptedImage } from '../../media/EncryptedImage';
import { AppLink } from '../../../nav/AppLink';
import { FavoriteButton } from '../../people/favorites/FavoriteButton';
import { EyeIcon, ImagesIcon, PinIcon } from '../../common/icons';
import { detailPath } from '../../common/post-paths';
import { PlayIcon } from '../../media/video/PlayIcon';
import styles from './PostCard.module.css';

export interface PostCardLabels {
  kind: string;
  vip: string;
  price: string;
  city: string;
  /** Shortened count. */
  views: string;
  /** 置顶 while a paid bump is on, else ''. */
  top: string;
}

interface Props {
  post: Post;
  labels: PostCardLabels;
  /**
   * The card's width in CSS px, when the grid knows it: the image's variant is then chosen without reading
   * the layout (a read right after a row mounts forces that row's layout inside the script's task).
   */
  width?: number;
}

/** The image fills the card inside its border (`.card` in the CSS module). */
const CARD_BORDER_PX = 1;

/** The card links to the post; the heart sits beside the link (a button inside a link is not valid HTML). */
function PostCardView({ post, labels, width }: Props) {
  return (
    <div className={styles.wrap}>
      <AppLink
        to={detailPath(post.kind, post.id)}
        className={styles.card}
        data-testid="post-card"
        data-kind={post.kind}
      >
        <div className={styles.media}>
          <EncryptedImage
            src={post.cover}
            alt={post.title}
            className={styles.img}
            ratio={4 / 3}
            width={width ? Math.ceil(width - 2 * CARD_BORDER_PX) : undefined}
          />
          <span className={`${styles.kind} ${styles[post.kind]}`}>{labels.kind}</span>
          {post.vip && <span className={styles.vip}>{labels.vip}</span>}
          {post.hasVideo && (
            <span className={styles.play} data-testid="video-badge">
              <PlayIcon />
            </span>
          )}
          {post.imageCount > 1 && (
            <span className={styles.count}>
              <ImagesIcon />
              {` ${post.imageCount}`}
            </span>
          )}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>
            {labels.top && (
              <span className={styles.top} data-testid="card-top">
                {labels.top}
              </span>
            )}
            {post.title}
          </h3>
          {/* The rating shares the price's line: on the meta line, beside the views and the heart, it left a
              phone's half-width card no room for the city. */}
          <div className={styles.priceRow}>
            <span className={styles.price}>{labels.price}</span>
            {post.ratingAvg !== null && (
              <span className={styles.rating} data-testid="card-rating" title={`${post.ratingCount}`}>
                {`★ ${post.ratingAvg.toFixed(1)} (${post.ratingCount})`}
              </span>
            )}
          </div>
          <div className={styles.meta}>
            <span className={styles.city}>
              <PinIcon />
              <span className={styles.cityName} data-testid="card-city">
                {labels.city}
              </span>
            </span>
            <span className={styles.stats}>
              <span>
                <EyeIcon />
                {` ${labels.views}`}
              </span>
            </span>
          </div>
        </div>
      </AppLink>
      <FavoriteButton postId={post.id} count={post.favorites} className={styles.fav} />
    </div>
  );
}

/** Cards re-render only when their post or resolved labels change (labels are primitives, see PostGrid). */
export const PostCard = memo(
  PostCardView,
  (a, b) =>
    a.post === b.post &&
    a.width === b.width &&
    a.labels.kind === b.labels.kind &&
    a.labels.vip === b.labels.vip &&
    a.labels.price === b.labels.price &&
    a.labels.city === b.labels.city &&
    a.labels.top === b.labels.top,
);
