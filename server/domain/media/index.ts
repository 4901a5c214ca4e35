export {
  originalOfVariant,
  renderSharePreview,
  renderVariants,
  SHARE_PREVIEW_SIZE,
  VARIANT_WIDTHS,
  variantPath,
} from './image-variants';
export { videosFor } from './post-videos';
export { findOwnedVideo, insertVideo, videoByContent, videoById, videoPath } from './videos';
export { laddersOf, startVideoLadder, TRANSCODE_TASK } from './ladders';
export type { Ladder } from './ladders';
