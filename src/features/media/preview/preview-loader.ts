import { loadImage } from '../image-loader';
import type { PreviewLoader } from '../../../ui/ImagePreview';

/**
 * The preview's image source: decrypted in the media worker at the variant that covers the screen width
 * (the bridge picks it from img_variants and devicePixelRatio, and caches the object URL).
 */
export const previewLoader: PreviewLoader = (src, { signal, width }) =>
  loadImage(src, { signal, width, priority: 'visible' });
