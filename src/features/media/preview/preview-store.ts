import { proxy, useSnapshot } from 'valtio';

export interface PreviewState {
  /** Media paths (or URLs) of the open gallery; null when the preview is closed. */
  images: string[] | null;
  index: number;
  /** Which mounted PreviewHost draws it: the opener's own host, or the app-wide one ('app'). */
  host: string;
}

export const APP_HOST = 'app';

export const preview = proxy<PreviewState>({ images: null, index: 0, host: APP_HOST });

/** Opens the image preview on `images` at `index`; any gallery (detail, my posts, chat…) calls this. */
export function openPreview(images: readonly string[], index = 0, host: string = APP_HOST): void {
  if (images.length === 0) return;
  preview.images = [...images];
  preview.index = Math.min(Math.max(0, Math.trunc(index)), images.length - 1);
  preview.host = host;
}

export function closePreview(): void {
  preview.images = null;
}

/** Remembers the page shown, so reopening or a re-render starts where the user left off. */
export function setPreviewIndex(index: number): void {
  preview.index = index;
}

export function usePreview() {
  return useSnapshot(preview);
}
