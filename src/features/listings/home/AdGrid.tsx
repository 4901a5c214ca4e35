import { Skeleton } from '../../../ui/Skeleton';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useHomeMessages } from './messages';
import { openAd } from './open-ad';
import { useOperatorText } from './operator-text';
import { HOME_GRID_SLOT, useSlotAds } from './useHomeExtras';
import styles from './AdGrid.module.css';

/** The grid is four across, so one row is what a slot with any ads at all shows at first. */
const PLACEHOLDER_TILES = 4;

/** The home_grid slot: a row of square advert tiles under the banner, four across on every layout. */
export function AdGrid() {
  const { ads, pending } = useSlotAds(HOME_GRID_SLOT);
  const m = useHomeMessages();
  const shown = useOperatorText();
  if (pending) {
    // One row of tiles with the real tiles' boxes (a non-breaking space gives the title its line height).
    return (
      <div className={styles.grid} aria-busy="true" data-testid="ad-grid-placeholder">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          <span key={i} className={styles.tile}>
            <Skeleton className={styles.thumb} style={{ aspectRatio: '1' }} />
            <span className={styles.title}>{'\u00a0'}</span>
          </span>
        ))}
      </div>
    );
  }
  if (!ads.length) return null;
  return (
    <nav className={styles.grid} aria-label={m.adGrid} data-testid="ad-grid">
      {ads.map((ad) => {
        const caption = shown(ad.title, ad.titleEn);
        return (
          <button
            key={ad.id}
            type="button"
            className={styles.tile}
            onClick={() => void openAd(ad)}
            data-testid="ad-tile"
          >
            <span className={styles.thumb}>
              <EncryptedImage src={ad.image} alt="" ratio={1} />
            </span>
            <span className={styles.title} lang={caption.lang}>
              {caption.text}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
