import { useRef } from 'react';
import { useEncryptedImage } from './useEncryptedImage';
import { leadAttributes } from './boot-image';
import styles from './EncryptedImage.module.css';
import type { CSSProperties } from 'react';

// A 1×1 transparent image keeps the <img> valid while the box (sized by ratio or width/height) shows the
// background. A GIF, not an SVG: every SVG <img> gets its own SVG document, a cost paid per card mounted
// while scrolling.
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
// A muted "picture" glyph over the box's background (the card token), scaled to fit whatever box it gets.
// An <img> cannot read CSS variables, so the glyph is a translucent white.
const FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48">' +
      '<g fill="none" stroke="white" stroke-opacity="0.28" stroke-width="2"><rect x="20" y="14" width="24" height="20" rx="2"/>' +
      '<path d="M22 31l7-8 5 5 3-3 5 6"/><circle cx="38" cy="20" r="2"/></g></svg>',
  );

export interface EncryptedImageProps {
  /** Media path (relative to img_base) or URL; null shows the fallback. */
  src: string | null;
  alt: string;
  className?: string;
  /** Width / height; reserves the box before the image arrives so nothing shifts. */
  ratio?: number;
  /**
   * CSS px of the slot the image fills: the smallest server variant ≥ width × devicePixelRatio is
   * requested. Left out, the element's laid-out width is measured when the load starts.
   */
  width?: number;
}

/** An image served encrypted: decrypted in the media worker once near the viewport (spec §4 stages), in the variant that fits its slot. */
export function EncryptedImage({ src, alt, className, ratio, width }: EncryptedImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const { stage, objectUrl } = useEncryptedImage(src, ref, width);
  const style: CSSProperties | undefined = ratio ? { aspectRatio: String(ratio) } : undefined;
  const shown = stage === 'loaded' && objectUrl ? objectUrl : stage === 'error' ? FALLBACK : PLACEHOLDER;
  const stageClass = stage === 'placeholder' ? styles.placeholder : stage === 'error' ? styles.error : '';
  return (
    <img
      ref={ref}
      data-testid="enc-img"
      data-state={stage}
      src={shown}
      alt={alt}
      style={style}
      decoding="async"
      draggable={false}
      className={[styles.img, stageClass, className].filter(Boolean).join(' ')}
      {...leadAttributes(src)}
    />
  );
}
