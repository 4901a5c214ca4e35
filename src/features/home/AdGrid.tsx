import { EncryptedImage } from '../media/EncryptedImage';
import { useHomeMessages } from './messages';
import { openAd } from './open-ad';
import { HOME_GRID_SLOT, useSlotAds } from './useHomeExtras';
import styles from './AdGrid.module.css';

/** The home_grid slot: a row of square advert tiles under the banner, four across on every layout. */
export function AdGrid() {
  const ads = useSlotAds(HOME_GRID_SLOT);
  const m = useHomeMessages();
  if (!ads.length) return null;
  return (
    <nav className={styles.grid} aria-label={m.adGrid} data-testid="ad-grid">
      {ads.map((ad) => (
        <button key={ad.id} type="button" className={styles.tile} onClick={() => openAd(ad)} data-testid="ad-tile">
          <span className={styles.thumb}>
            <EncryptedImage src={ad.image} alt="" ratio={1} />
          </span>
          <span className={styles.title}>{ad.title}</span>
        </button>
      ))}
    </nav>
  );
}
