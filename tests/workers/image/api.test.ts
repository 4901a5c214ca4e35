import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_BOX_PX } from '../../../protocol/constants';
import { createImageApi } from '../../../workers/image/api';
import type { ImageEnv } from '../../../workers/image/api';

function fakeEnv(width: number, height: number, failDecode = false) {
  const close = vi.fn();
  const encodePng = vi.fn(
    async (_b: ImageBitmap, w: number, h: number) => new Blob([`png ${w}x${h}`], { type: 'image/png' }),
  );
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
