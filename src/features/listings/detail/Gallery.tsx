import { useId, useState } from 'react';
import type { UIEvent } from 'react';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useDetailMessages } from './messages';
import { PreviewHost } from '../../media/preview/PreviewHost';
import { openPreview } from '../../media/preview/preview-store';
import { ImagesIcon } from '../../common/icons';
import styles from './Gallery.module.css';

interface Props {
  images: readonly string[];
  title: string;
  noImages: string;
}

/** Every image of a post: a swipeable snap row on mobile, a mosaic on desktop (CSS decides); a tap opens the preview. */
export function Gallery({ images, title, noImages }: Props) {
  const [index, setIndex] = useState(0);
  const host = useId();
  const pm = useDetailMessages();
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
      <div
        className={`${styles.gallery} ${styles[`n${Math.min(images.length, 6)}`] ?? ''}`}
        data-testid="detail-gallery"
        onScroll={onScroll}
      >
        {images.map((src, i) => (
          <button
            type="button"
            key={`${src}-${i}`}
            className={styles.item}
            onClick={() => openPreview(images, i, host)}
            aria-label={pm.openImage(i + 1)}
            data-testid="gallery-item"
          >
            <EncryptedImage src={src} alt={`${title} ${i + 1}`} className={styles.img} />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <span className={styles.counter}>
          {index + 1} / {images.length}
        </span>
      )}
      <PreviewHost host={host} />
    </div>
  );
}
