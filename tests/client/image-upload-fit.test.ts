import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_BOX_PX } from '../../protocol/constants';
import { createImageApi } from '../../workers/image/api';
import type { ImageEnv } from '../../workers/image/api';
import { fitInBox } from '../../workers/image/fit';

describe('fitInBox (spec §5: within the box, proportions kept)', () => {
  it('shrinks a landscape photo so the long side is the box', () => {
    expect(fitInBox({ width: 4032, height: 3024 })).toEqual({ width: IMAGE_BOX_PX, height: 768 });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(fitInBox({ width: 3000, height: 4000 })).toEqual({ width: 768, height: IMAGE_BOX_PX });
  });

  it('never upscales a picture already inside the box', () => {
    expect(fitInBox({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitInBox({ width: IMAGE_BOX_PX, height: IMAGE_BOX_PX })).toEqual({ width: IMAGE_BOX_PX, height: IMAGE_BOX_PX });
  });

  it('keeps proportions for extreme shapes without reaching 0 or leaving the box', () => {
    const strip = fitInBox({ width: 20_000, height: 10 });
    expect(strip).toEqual({ width: IMAGE_BOX_PX, height: 1 });
    const tall = fitInBox({ width: 1080, height: 8000 });
    expect(tall.height).toBe(IMAGE_BOX_PX);
    expect(tall.width).toBe(Math.round((1080 * IMAGE_BOX_PX) / 8000));
    for (const size of [{ width: 1025, height: 1024 }, { width: 2049, height: 3 }, { width: 7, height: 5000 }]) {
      const out = fitInBox(size);
      expect(out.width).toBeLessThanOrEqual(IMAGE_BOX_PX);
      expect(out.height).toBeLessThanOrEqual(IMAGE_BOX_PX);
      expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses a size that is not positive', () => {
    expect(() => fitInBox({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => fitInBox({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});

function fakeEnv(width: number, height: number, failDecode = false) {
  const close = vi.fn();
  const encodePng = vi.fn(async (_b: ImageBitmap, w: number, h: number) => new Blob([`png ${w}x${h}`], { type: 'image/png' }));
  const env: ImageEnv = {
    decode: async () => {
      if (failDecode) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width, height, close } as unknown as ImageBitmap;
    },
    encodePng,
  };
  return { env, close, encodePng };
}

describe('image worker api', () => {
  it('compress draws the picture at its fitted size as PNG and frees the bitmap', async () => {
    const { env, close, encodePng } = fakeEnv(4000, 2000);
    const out = await createImageApi(env).compress(new Blob(['x']));
    expect(encodePng).toHaveBeenCalledWith(expect.anything(), IMAGE_BOX_PX, 512);
    expect(out.type).toBe('image/png');
    expect(await out.text()).toBe(`png ${IMAGE_BOX_PX}x512`);
    expect(close).toHaveBeenCalledOnce();
  });

  it('compress keeps a small picture at its own size', async () => {
    const { env, encodePng } = fakeEnv(300, 200);
    await createImageApi(env).compress(new Blob(['x']));
    expect(encodePng).toHaveBeenCalledWith(expect.anything(), 300, 200);
  });

  it('compress rejects a file that does not decode, saying so', async () => {
    const { env } = fakeEnv(1, 1, true);
    await expect(createImageApi(env).compress(new Blob(['not an image']))).rejects.toThrow(/not a decodable image/);
  });

  it('sign is the hex MD5 of timestamp + key (spec §7)', async () => {
    const api = createImageApi(fakeEnv(1, 1).env);
    const expected = createHash('md5').update('1764000000upload-key').digest('hex');
    await expect(api.sign(1764000000, 'upload-key')).resolves.toBe(expected);
    await expect(api.sign('1764000000', 'upload-key')).resolves.toBe(expected);
  });
});
