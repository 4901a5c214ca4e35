import { IMAGE_BOX_PX } from '../../../../protocol/constants';

/** Seconds into the video the poster is taken from (clamped into short clips). */
export const POSTER_AT_S = 1;

function once(target: HTMLVideoElement, ok: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener(ok, onOk);
      target.removeEventListener('error', onErr);
      signal?.removeEventListener('abort', onAbort);
    };
    const onOk = () => {
      done();
      resolve();
    };
    const onErr = () => {
      done();
      reject(new Error('video cannot be decoded'));
    };
    const onAbort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    target.addEventListener(ok, onOk);
    target.addEventListener('error', onErr);
    signal?.addEventListener('abort', onAbort);
  });
}

/** Scales (w, h) to fit the image box, keeping proportions (spec §5). */
export function fitBox(w: number, h: number, box = IMAGE_BOX_PX): { width: number; height: number } {
  const k = Math.min(1, box / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}

/**
 * A PNG of the frame about POSTER_AT_S into a local video file, drawn by the browser's own decoder (no
 * upload, no server transcoding). The object URL lives only while decoding. Rejects when the browser
 * cannot decode the file.
 */
export async function capturePosterFrame(file: Blob, signal?: AbortSignal): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const meta = once(video, 'loadeddata', signal);
    video.src = url;
    await meta;
    const d = Number.isFinite(video.duration) ? video.duration : POSTER_AT_S * 2;
    const seeked = once(video, 'seeked', signal);
    video.currentTime = Math.min(POSTER_AT_S, d / 2);
    await seeked;
    const { width, height } = fitBox(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(video, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
    );
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
