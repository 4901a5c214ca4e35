import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import vectors from '../../../fixtures/protocol-vectors.json';
import { encryptMedia } from '../../../../server/lib/node-cipher';
import { createMediaApi } from '../../../../workers/media/api';
import { isAbort, settleImage } from '../../../../src/features/media/image-stage';
import { undecryptableMedia } from '../../../support/media-bytes';

const ok = async () => undefined;

describe('image stages', () => {
  it('a corrupt image (bytes that do not decrypt) settles in the fallback stage', async () => {
    const files: Record<string, Uint8Array<ArrayBuffer>> = {
      'https://h/corrupt.bin': new Uint8Array(undecryptableMedia(Buffer.from(vectors.keys.mediaKey, 'hex'), 512)),
    };
    const api = createMediaApi({
      fetch: (async (u: RequestInfo | URL) => new Response(files[String(u)] ?? null)) as typeof fetch,
    });
    await api.init(vectors.keys.mediaKey);
    const settled = await settleImage(
      async () => URL.createObjectURL(await api.fetchImage('https://h/corrupt.bin')),
      ok,
    );
    expect(settled.stage).toBe('error');
    expect(String((settled as { error: unknown }).error)).toContain('does not decrypt');
  });

  it('bytes that decrypt but are no picture fail at decode, also into the fallback', async () => {
    const key = Buffer.from(vectors.keys.mediaKey, 'hex');
    const notAnImage = encryptMedia(key, Buffer.from('hello, not an image'), randomBytes(16));
    const api = createMediaApi({ fetch: (async () => new Response(new Uint8Array(notAnImage))) as typeof fetch });
    await api.init(vectors.keys.mediaKey);
    const blob = await api.fetchImage('https://h/text.bin');
    expect(blob.type).toBe('application/octet-stream');
    const settled = await settleImage(
      async () => 'blob:x',
      async () => {
        throw new DOMException('The source image cannot be decoded.', 'EncodingError');
      },
    );
    expect(settled.stage).toBe('error');
  });

  it('a good image is loaded; a cancelled one is no stage at all', async () => {
    expect(await settleImage(async () => 'blob:1', ok)).toEqual({ stage: 'loaded', objectUrl: 'blob:1' });
    const cancelled = settleImage(async () => {
      throw new DOMException('gone', 'AbortError');
    }, ok);
    await expect(cancelled).rejects.toSatisfy(isAbort);
  });
});
