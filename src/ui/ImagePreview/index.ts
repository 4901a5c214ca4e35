export { ImagePreview } from './ImagePreview';
export type { PreviewLoader } from './PreviewSlide';
