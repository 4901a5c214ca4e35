import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/protocol-vectors.json';
import { sealRequest, openRequest, sealReply, openReply, encodeForm, EnvelopeError } from '../../protocol/envelope';
import { createWebCipher, importMediaKey, decryptMedia } from '../../protocol/web-cipher';
import { createNodeCipher, encryptMedia } from '../../server/lib/node-cipher';
import { bytesToHex, hexToBytes, toBase64, fromBase64 } from '../../protocol/base64';
import { uploadSign } from '../../protocol/upload-sign';
import type { EnvelopeCipher } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

const keys = vectors.keys;
const ciphers: [string, () => Promise<EnvelopeCipher>][] = [
  ['web', () => createWebCipher(keys)],
  [
    'node',
    async () =>
      createNodeCipher({
        apiKey: Buffer.from(keys.apiKey, 'hex'),
        apiIv: Buffer.from(keys.apiIv, 'hex'),
        signKey: Buffer.from(keys.signKey, 'hex'),
      }),
  ],
];

describe.each(ciphers)('envelope vectors (%s cipher)', (_name, make) => {
  it('seals every request vector byte for byte', async () => {
    const cipher = await make();
    for (const v of vectors.requests) {
      const form = await sealRequest(cipher, v.payload, v.common as CommonFields, v.timestamp);
      expect(form.data).toBe(v.data);
      expect(form.sign).toBe(v.sign);
      expect(form.client).toBe(v.client);
      expect(encodeForm(form)).toBe(v.body);
    }
  });

  it('opens every request vector to its plaintext', async () => {
    const cipher = await make();
    for (const v of vectors.requests) {
      const opened = await openRequest(cipher, Object.fromEntries(new URLSearchParams(v.body)), v.timestamp);
      expect(JSON.stringify(opened)).toBe(v.plaintext);
    }
  });

  it('seals and opens every reply vector', async () => {
    const cipher = await make();
    for (const v of vectors.replies) {
      expect(await sealReply(cipher, JSON.parse(v.plaintext))).toBe(v.body);
      expect(await openReply(cipher, v.body)).toEqual(JSON.parse(v.plaintext));
    }
  });
});

describe('envelope rejections', () => {
  const v = vectors.requests[0]!;
  const form = () => Object.fromEntries(new URLSearchParams(v.body)) as Record<string, string>;

  it('refuses a stale timestamp either side of the window', async () => {
    const cipher = await createWebCipher(keys);
    await expect(openRequest(cipher, form(), v.timestamp + 301)).rejects.toThrow('stale timestamp');
    await expect(openRequest(cipher, form(), v.timestamp - 301)).rejects.toThrow('stale timestamp');
    await expect(openRequest(cipher, form(), v.timestamp + 300)).resolves.toBeTruthy();
  });

  it('refuses a bad sign and a tampered data field', async () => {
    const cipher = await createWebCipher(keys);
    const f = form();
    await expect(openRequest(cipher, { ...f, sign: 'a'.repeat(64) }, v.timestamp)).rejects.toThrow('bad sign');
    await expect(openRequest(cipher, { ...f, data: 'A' + f.data!.slice(1) }, v.timestamp)).rejects.toThrow('bad sign');
  });

  it('refuses data sealed under a wrong key even when signed correctly', async () => {
    const wrong = await createWebCipher({ ...keys, apiKey: 'ff'.repeat(16) });
    const sealed = await sealRequest(wrong, { a: 1 }, v.common as CommonFields, v.timestamp);
    const right = await createWebCipher(keys);
    // Signed with the shared sign key, so only decryption can notice.
    await expect(openRequest(right, { ...sealed }, v.timestamp)).rejects.toThrow(EnvelopeError);
  });

  it('refuses bad base64 and missing fields', async () => {
    const cipher = await createWebCipher(keys);
    const bad = '@@@@';
    // Signed correctly, so the base64 check is what fails.
    const mac = await cipher.sign(new TextEncoder().encode(`ios\n${v.timestamp}\n${bad}`));
    await expect(
      openRequest(
        cipher,
        { client: 'ios', data: bad, sign: bytesToHex(mac), timestamp: String(v.timestamp) },
        v.timestamp,
      ),
    ).rejects.toThrow('bad base64');
    await expect(openRequest(cipher, { client: 'ios', data: 'x', timestamp: '1' }, v.timestamp)).rejects.toThrow(
      'missing envelope field',
    );
  });

  it('refuses an oversized body before any crypto', async () => {
    const cipher = await createWebCipher(keys);
    const huge = 'A'.repeat(3 * 1024 * 1024);
    await expect(openRequest(cipher, { ...form(), data: huge }, v.timestamp)).rejects.toThrow('body too large');
  });

  it('turns an undecryptable reply into status 0 with the given message', async () => {
    const cipher = await createWebCipher(keys);
    expect(await openReply(cipher, 'bm90IGNpcGhlcg==', '解密失败')).toEqual({ status: 0, msg: '解密失败', data: null });
  });
});

describe('media and upload sign vectors', () => {
  it('node encryption and web decryption agree with the media vector', async () => {
    const m = vectors.media;
    const bytes = encryptMedia(
      Buffer.from(keys.mediaKey, 'hex'),
      hexToBytes(m.plaintextHex),
      Buffer.from(m.ivHex, 'hex'),
    );
    expect(bytes.toString('hex')).toBe(m.bytesHex);
    const key = await importMediaKey(keys.mediaKey);
    expect(bytesToHex(new Uint8Array(await decryptMedia(key, hexToBytes(m.bytesHex))))).toBe(m.plaintextHex);
  });

  it('computes the upload signs', async () => {
    for (const s of vectors.uploadSign) expect(await uploadSign(s.timestamp, s.key)).toBe(s.sign);
  });

  it('base64 round-trips every length and rejects junk', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(fromBase64(text)).toEqual(bytes);
    }
    expect(() => fromBase64('ab=c')).toThrow();
    expect(() => fromBase64('abc')).toThrow();
    expect(() => fromBase64('ab\u4e2dc')).toThrow();
  });
});
