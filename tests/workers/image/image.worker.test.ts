import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import type { ImageApi } from '../../../workers/image/api';

// Node has no createImageBitmap/OffscreenCanvas: the real PNG re-encode is covered by the e2e upload
// (tests/e2e/upload-preview.test.ts) and the fit math by tests/workers/image/fit.test.ts. Here the
// worker itself: it starts, answers over Comlink, signs with hash-wasm, and turns a failed decode into
// a readable rejection instead of hanging.
let worker: Worker;
let api: Comlink.Remote<ImageApi>;

beforeAll(() => {
  worker = new Worker(new URL('../../../workers/image/image.worker.ts', import.meta.url), { type: 'module' });
  api = Comlink.wrap<ImageApi>(worker);
});

afterAll(() => worker.terminate());

describe('image worker', () => {
  it('signs uploads with the MD5 of timestamp + key', async () => {
    const expected = createHash('md5').update('1764000123secret').digest('hex');
    await expect(api.sign('1764000123', 'secret')).resolves.toBe(expected);
  });

  it('rejects a picture it cannot decode with a clear message', async () => {
    await expect(api.compress(new Blob(['definitely not a picture']))).rejects.toThrow(/not a decodable image/);
  });
});
