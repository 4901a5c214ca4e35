export { ImagePreview } from './ImagePreview';
export type { ImagePreviewLabels, ImagePreviewProps } from './ImagePreview';
export type { PreviewLoader } from './PreviewSlide';
