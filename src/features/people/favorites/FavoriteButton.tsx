import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { currentPath } from '../../../nav/location';
import { requireLogin } from '../../../nav/nav';
import { stripMobile } from '../../../nav/routes';
import { showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { usePostWords } from '../../common/messages';
import { HeartIcon } from '../../common/icons';
import { lookUpFavorites, setFavorite, useFavorite } from './favorite-store';
import { useFavoriteMessages } from './messages';
import styles from './FavoriteButton.module.css';

interface Props {
  postId: number;
  /** The count the card or page was loaded with. */
  count: number;
  /** card: a compact pill over a listing card; page: the detail page's larger button with a label. */
  look?: 'card' | 'page';
  className?: string;
}

/**
 * The heart: keeps or drops the post and shows how many keep it. A guest gets the app's login prompt (the
 * popup on desktop, the login page on a phone) and comes back here after logging in.
 */
export function FavoriteButton({ postId, count, look = 'card', className }: Props) {
  const m = useFavoriteMessages();
  const lm = usePostWords();
  const fav = useFavorite(postId, count);
  // Again on login: a card shown to a guest learns its state once the person is known.
  useEffect(() => {
    if (fav.isLogin) lookUpFavorites([postId]);
  }, [postId, fav.isLogin]);

  const onClick = async (e: MouseEvent<HTMLButtonElement>) => {
    // Cards sit inside links: the heart must not open the post.
    e.preventDefault();
    e.stopPropagation();
    if (fav.busy) return;
    if (!requireLogin(stripMobile(currentPath()) + window.location.search)) return;
    try {
      await setFavorite(postId, !fav.kept, fav.count);
      if (look === 'page') showToast(fav.kept ? m.removed : m.kept);
    } catch (err) {
      showToast(errorText(err, m.failed));
    }
  };

  return (
    <button
      type="button"
      className={[styles.heart, styles[look], fav.kept ? styles.on : '', className].filter(Boolean).join(' ')}
      aria-pressed={fav.kept}
      aria-busy={fav.busy}
      data-testid="favorite-button"
      data-kept={fav.kept ? '1' : '0'}
      onClick={(e) => void onClick(e)}
    >
      <HeartIcon className={styles.icon} />
      {/* Named by its text, not an aria-label, so the spoken name holds the count shown; aria-pressed tells the state. */}
      {look === 'card' && <span className="visually-hidden">{m.keep}</span>}
      <span className={styles.count} data-testid="favorite-count">
        {lm.count(fav.count)}
      </span>
      {look === 'page' && <span className={styles.label}>{fav.kept ? m.kept : m.keep}</span>}
    </button>
  );
}
