import { useState } from 'react';
import type { UIEvent } from 'react';
import { EncryptedImage } from '../media/EncryptedImage';
import { ImagesIcon } from '../shared/icons';
import styles from './Gallery.module.css';

interface Props {
  images: readonly string[];
  title: string;
  noImages: string;
}

/** Every image of a post: a swipeable snap row on mobile, a mosaic on desktop (CSS decides). */
export function Gallery({ images, title, noImages }: Props) {
  const [index, setIndex] = useState(0);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  if (!images.length) {
    return (
      <div className={styles.empty} data-testid="detail-gallery">
        <ImagesIcon />
        <span>{noImages}</span>
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <div className={`${styles.gallery} ${styles[`n${Math.min(images.length, 6)}`] ?? ''}`} data-testid="detail-gallery" onScroll={onScroll}>
        {images.map((src, i) => (
          <div key={`${src}-${i}`} className={styles.item}>
            <EncryptedImage src={src} alt={`${title} ${i + 1}`} className={styles.img} />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <span className={styles.counter}>
          {index + 1} / {images.length}
        </span>
      )}
    </div>
  );
}
