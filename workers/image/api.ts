import { uploadSign } from '../../protocol/upload-sign';
import { fitInBox } from './fit';

/** The browser pieces compress needs, injectable so tests can run the logic without a canvas. */
export interface ImageEnv {
  decode(file: Blob): Promise<ImageBitmap>;
  /** Draws the bitmap scaled to width×height and encodes the result as PNG. */
  encodePng(bitmap: ImageBitmap, width: number, height: number): Promise<Blob>;
}

export const browserImageEnv: ImageEnv = {
  decode: (file) => createImageBitmap(file),
  async encodePng(bitmap, width, height) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2d canvas unavailable in the image worker');
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/png' });
  },
};

/**
 * The image worker's logic: shrink a picked picture into the upload box as PNG (spec §5), and compute the
 * upload sign (MD5 in hash-wasm) so neither the decode nor the WASM runs on the main thread.
 */
export function createImageApi(env: ImageEnv = browserImageEnv) {
  return {
    /**
     * Decodes the file and re-encodes it as PNG fitted inside the upload box, never upscaled.
     * @throws {Error} when the file is not a decodable picture (the message says so).
     */
    async compress(file: Blob): Promise<Blob> {
      let bitmap: ImageBitmap;
      try {
        bitmap = await env.decode(file);
      } catch (cause) {
        throw new Error('not a decodable image', { cause });
      }
      try {
        const size = fitInBox({ width: bitmap.width, height: bitmap.height });
        return await env.encodePng(bitmap, size.width, size.height);
      } finally {
        bitmap.close();
      }
    },

    /** Spec §7 upload sign: hex MD5 of the timestamp followed by the upload key. */
    sign(timestamp: string | number, key: string): Promise<string> {
      return uploadSign(timestamp, key);
    },
  };
}

export type ImageApi = ReturnType<typeof createImageApi>;
