export { transcodeHandler } from './transcode';
export type { TranscodeDeps } from './transcode';
