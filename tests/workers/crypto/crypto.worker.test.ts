import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import vectors from '../../fixtures/protocol-vectors.json';
import { openRequest, parseReply, requestPlaintext, sealReply } from '../../../protocol/envelope';
import { createNodeCipher } from '../../../server/lib/node-cipher';
import { CLIENT_VERSION, DEVICE_ID_NEW_SUFFIX } from '../../../protocol/constants';
import type { CryptoApi } from '../../../workers/crypto/api';
import type { CommonFields } from '../../../protocol/types';
import type { Reply } from '../../../protocol/envelope';

const keys = vectors.keys;
const server = createNodeCipher({
  apiKey: Buffer.from(keys.apiKey, 'hex'),
  apiIv: Buffer.from(keys.apiIv, 'hex'),
  signKey: Buffer.from(keys.signKey, 'hex'),
});

const utf8 = new TextDecoder();
let worker: Worker;
let api: Comlink.Remote<CryptoApi>;

beforeAll(async () => {
  worker = new Worker(new URL('../../../workers/crypto/crypto.worker.ts', import.meta.url), { type: 'module' });
  api = Comlink.wrap<CryptoApi>(worker);
  await api.init({ apiKey: keys.apiKey, apiIv: keys.apiIv, signKey: keys.signKey });
});

afterAll(() => {
  api[Comlink.releaseProxy]();
  worker.terminate();
});

/** What src/worker-bridge/crypto.ts does around the worker: the JSON on this side, bytes across. */
async function seal(remote: Comlink.Remote<CryptoApi>, payload: object, common: CommonFields, timestampS: number) {
  const plain = requestPlaintext(payload, common);
  return utf8.decode(await remote.seal(Comlink.transfer(plain, [plain.buffer]), timestampS));
}

/** Half the time as text, half as the bytes an HTTP answer brings: both must open alike. */
async function open(body: string, failMsg?: string): Promise<Reply> {
  return parseReply(await api.open(Math.random() < 0.5 ? body : new TextEncoder().encode(body)), failMsg);
}

function randomText(n: number): string {
  const alphabet = 'abcXYZ019 中文éü"\\\n{}&=+/';
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
}

function randomCommon(): CommonFields {
  const id = randomText(19);
  return {
    bundleId: 'web',
    version: CLIENT_VERSION,
    oauth_id: id,
    oauth_new_id: id + DEVICE_ID_NEW_SUFFIX,
    oauth_type: 'web',
    language: 'zh',
    via: 'pch',
    token: Math.random() < 0.5 ? '' : randomText(40),
  };
}

describe('crypto worker (Comlink, WebCrypto)', () => {
  it('reproduces every request vector byte for byte', async () => {
    for (const v of vectors.requests) {
      expect(await seal(api, v.payload, v.common as CommonFields, v.timestamp)).toBe(v.body);
    }
  });

  it('opens every reply vector', async () => {
    for (const v of vectors.replies) expect(await open(v.body)).toEqual(JSON.parse(v.plaintext));
  });

  it('hands back null for a body that does not decrypt, and the reply bytes otherwise', async () => {
    expect(await api.open('bm90IGNpcGhlcg==')).toBeNull();
    expect(await api.open('a b=')).toBeNull();
    expect(await api.open(new Uint8Array([0xa0, ...new TextEncoder().encode(vectors.replies[0]!.body)]))).toBeNull();
    const bytes = await api.open(vectors.replies[0]!.body);
    expect(utf8.decode(bytes!)).toBe(vectors.replies[0]!.plaintext);
    const fromBytes = await api.open(new TextEncoder().encode(` ${vectors.replies[0]!.body}\n`));
    expect(utf8.decode(fromBytes!)).toBe(vectors.replies[0]!.plaintext);
  });

  it('turns an undecryptable reply into status 0 with the given message', async () => {
    expect(await open('bm90IGNpcGhlcg==', '解密失败')).toEqual({ status: 0, msg: '解密失败', data: null });
    expect(await open('<html>not base64</html>', 'x')).toEqual({ status: 0, msg: 'x', data: null });
  });

  it('agrees with the server codec on random payloads, both ways', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 40; i++) {
      const payload = {
        n: Math.floor(Math.random() * 1e9),
        s: randomText(Math.floor(Math.random() * 300)),
        list: [i, randomText(3)],
      };
      const common = randomCommon();
      const body = await seal(api, payload, common, now);
      const opened = await openRequest(server, Object.fromEntries(new URLSearchParams(body)), now);
      expect(opened).toEqual({ ...payload, ...common });

      const reply = { status: i % 3 === 0 ? 1 : 400 + i, msg: randomText(20), data: payload };
      expect(await open(await sealReply(server, reply))).toEqual(reply);
    }
  });

  it('writes a large body over its own plaintext, and the next request encoded into that body opens', async () => {
    let room: ArrayBuffer = new ArrayBuffer(0);
    let reused = 0;
    // Largest first, so every later request lands on the bytes a larger one left behind.
    const bySize = [...vectors.requests].sort((a, b) => b.plaintext.length - a.plaintext.length);
    for (const v of [...bySize, ...bySize]) {
      const payload = { ...v.payload, filler: randomText(20_000) };
      const plain = requestPlaintext(payload, v.common as CommonFields, room);
      const size = plain.buffer.byteLength;
      const body = await api.seal(Comlink.transfer(plain, [plain.buffer]), v.timestamp);
      const opened = await openRequest(server, Object.fromEntries(new URLSearchParams(utf8.decode(body))), v.timestamp);
      expect(opened).toEqual({ ...payload, ...v.common });
      if (body.buffer.byteLength === size) reused++;
      room = body.buffer;
    }
    expect(reused).toBeGreaterThan(0);
  });

  it('opens large and small replies in flight at once, each to its own plaintext', async () => {
    const big = { status: 1, msg: '', data: { text: randomText(200_000) } };
    const replies = [big, ...vectors.replies.map((v) => JSON.parse(v.plaintext) as Reply), big];
    const bodies = await Promise.all(replies.map((r) => sealReply(server, r)));
    expect(await Promise.all(bodies.map((b) => open(b)))).toEqual(replies);
  });

  it('refuses to work before init, and a server keyed differently refuses its envelopes', async () => {
    const fresh = new Worker(new URL('../../../workers/crypto/crypto.worker.ts', import.meta.url), { type: 'module' });
    const other = Comlink.wrap<CryptoApi>(fresh);
    try {
      await expect(seal(other, {}, randomCommon(), 1)).rejects.toThrow('not initialised');
      await other.init({ apiKey: 'ff'.repeat(16), apiIv: keys.apiIv, signKey: 'ee'.repeat(32) });
      const now = Math.floor(Date.now() / 1000);
      const body = await seal(other, { a: 1 }, randomCommon(), now);
      await expect(openRequest(server, Object.fromEntries(new URLSearchParams(body)), now)).rejects.toThrow('bad sign');
    } finally {
      other[Comlink.releaseProxy]();
      fresh.terminate();
    }
  });
});
