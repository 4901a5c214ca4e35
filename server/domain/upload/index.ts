export { ASSEMBLE_TASK, assemblyHandler } from './assembly-job';
export {
  MAX_CONCURRENT_DECODES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  UPLOADS_PER_WINDOW_ANONYMOUS_IP,
} from './image-limits';
export { acceptImage } from './image-uploads';
export type { ImageUploadDeps } from './image-uploads';
export { commitImage, prepareImage, storeImage } from './images';
export type { PreparedImage, StoredImage, StoreImageContext } from './images';
export { MAX_LISTED_MISSING, MAX_OPEN_UPLOAD_BYTES_PER_USER, MAX_OPEN_UPLOADS_PER_USER } from './limits';
export { logUploadFailure, redactSecrets, UPLOAD_LOGS_PER_IP, UPLOAD_LOGS_PER_USER } from './log';
export { acceptMp4 } from './mp4';
export { pieceStatus } from './piece-status';
export { createPieceUpload, receivePiece } from './pieces';
export { checkSlice, createUpload, storeFileInfo } from './sessions';
export { acceptSlice } from './slices';
export type { UploadDeps, Uploader } from './store';
export { sweepExpiredUploads } from './sweep';
