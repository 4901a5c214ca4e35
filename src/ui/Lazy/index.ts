export { lazyScreen, retryFailedScreens } from './lazy-screen';
export type { LazyScreen } from './lazy-screen';
export { reloadForStaleChunk, reloadOnStaleChunks } from './chunk-reload';
export { useLazyPart } from './useLazyPart';
