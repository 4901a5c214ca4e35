import { memo } from 'react';
import type { FavoriteItem } from '../../../../protocol/people';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { KIND_TONE } from '../../common/kind-tone';
import { detailPath } from '../../common/post-paths';
import { EncryptedImage } from '../../media/EncryptedImage';
import { HeartIcon } from '../../common/icons';
import { useFavoriteMessages } from './messages';
import styles from './FavoriteList.module.css';

export interface FavoriteRowLabels {
  kind: string;
  vip: string;
  city: string;
  price: string;
  date: string;
  favorites: string;
}

interface Props {
  post: FavoriteItem;
  labels: FavoriteRowLabels;
  busy: boolean;
  onRemove: (post: FavoriteItem) => void;
}

function Row({ post, labels, busy, onRemove }: Props) {
  const m = useFavoriteMessages();
  return (
    <article className={styles.row} data-testid="favorite-row" data-id={post.id} aria-busy={busy}>
      <AppLink to={detailPath(post.kind, post.id)} className={styles.main}>
        <div className={styles.thumb}>
          <EncryptedImage src={post.cover} alt={post.title} ratio={1} />
        </div>
        <div className={styles.info}>
          <div className={styles.badges}>
            <Badge look="outline" tone={KIND_TONE[post.kind]}>
              {labels.kind}
            </Badge>
            {post.vip && <Badge tone="gold">{labels.vip}</Badge>}
          </div>
          <h3 className={styles.title}>{post.title}</h3>
          <div className={styles.price}>{labels.price}</div>
          <div className={styles.meta}>
            {labels.city && <span>{labels.city}</span>}
            <span>
              <HeartIcon /> {labels.favorites}
            </span>
            <span>{m.keptOn(labels.date)}</span>
          </div>
        </div>
      </AppLink>
      <Button
        size="sm"
        variant="ghost"
        className={styles.remove}
        loading={busy}
        onClick={() => onRemove(post)}
        testId="favorite-remove"
        aria-label={`${m.remove} ${post.title}`}
      >
        {m.remove}
      </Button>
    </article>
  );
}

export const FavoriteRow = memo(Row);
