import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import * as Comlink from 'comlink';
import vectors from '../../fixtures/protocol-vectors.json';
import { encryptMedia } from '../../../server/lib/node-cipher';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MediaApi } from '../../../workers/media/api';
import { undecryptableMedia } from '../../support/media-bytes';

const mediaKey = Buffer.from(vectors.keys.mediaKey, 'hex');
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(300)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), randomBytes(5000)]);
const files: Record<string, Buffer> = {
  '/img/a.bin': encryptMedia(mediaKey, png, randomBytes(16)),
  '/img/b.bin': encryptMedia(mediaKey, jpeg, randomBytes(16)),
  '/img/corrupt.bin': undecryptableMedia(mediaKey),
  '/img/short.bin': randomBytes(8),
};

let server: Server;
let base = '';
/** Resolves when the server sees the socket of the hanging request close. */
let slowClosed: Promise<void> = new Promise(() => {});
let slowStarted: () => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/img/slow.bin') {
      slowClosed = new Promise((resolve) => res.on('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write(files['/img/a.bin']!.subarray(0, 32));
      slowStarted();
      return; // never ends: only a client abort closes it
    }
    const body = files[req.url ?? ''];
    if (!body) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function startWorker() {
  const worker = new Worker(new URL('../../../workers/media/media.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<MediaApi>(worker);
  return {
    api,
    stop() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

describe('media worker (Comlink, WebCrypto)', () => {
  it('decrypts bytes the server encrypted and types them by magic bytes', async () => {
    const { api, stop } = startWorker();
    try {
      await api.init(vectors.keys.mediaKey);
      const a = await api.fetchImage(`${base}/img/a.bin`);
      expect(a.type).toBe('image/png');
      expect(Buffer.from(await a.arrayBuffer()).equals(png)).toBe(true);
      const b = await api.fetchImage(`${base}/img/b.bin`, { id: 7 });
      expect(b.type).toBe('image/jpeg');
      expect(Buffer.from(await b.arrayBuffer()).equals(jpeg)).toBe(true);
      expect(await api.pending()).toBe(0);
    } finally {
      stop();
    }
  });

  it('fails cleanly on corrupt bytes, short bytes, a wrong key and HTTP errors', async () => {
    const { api, stop } = startWorker();
    try {
      await expect(api.fetchImage(`${base}/img/a.bin`)).rejects.toThrow('not initialised');
      await api.init(vectors.keys.mediaKey);
      await expect(api.fetchImage(`${base}/img/corrupt.bin`)).rejects.toThrow('does not decrypt');
      await expect(api.fetchImage(`${base}/img/short.bin`)).rejects.toThrow('does not decrypt');
      await expect(api.fetchImage(`${base}/img/missing.bin`)).rejects.toThrow('HTTP 404');
      await api.init('00'.repeat(16));
      await expect(api.fetchImage(`${base}/img/a.bin`)).rejects.toThrow('does not decrypt');
      // The worker is still usable after failures.
      await api.init(vectors.keys.mediaKey);
      expect((await api.fetchImage(`${base}/img/a.bin`)).size).toBe(png.length);
    } finally {
      stop();
    }
  });

  it('cancel(id) aborts the fetch: the promise rejects and the server sees the socket close', async () => {
    const { api, stop } = startWorker();
    try {
      await api.init(vectors.keys.mediaKey);
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      const pending = api.fetchImage(`${base}/img/slow.bin`, { id: 42 });
      const outcome = pending.then(
        () => 'resolved',
        (err: Error) => err.name,
      );
      await started;
      expect(await api.pending()).toBe(1);
      await api.cancel(42);
      expect(await outcome).toBe('AbortError');
      await expect(
        Promise.race([slowClosed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 2000))]),
      ).resolves.toBe('closed');
      expect(await api.pending()).toBe(0);
    } finally {
      stop();
    }
  });
});
