import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/protocol-vectors.json';
import {
  sealRequest,
  openRequest,
  sealReply,
  openReply,
  encodeForm,
  EnvelopeError,
  parseReply,
  requestPlaintext,
  sealPlaintext,
  openReplyPlaintext,
} from '../../protocol/envelope';
import { sealPlaintextBody } from '../../protocol/envelope-body';
import { createWebCipher, importMediaKey, decryptMedia } from '../../protocol/web-cipher';
import { createNodeCipher, encryptMedia } from '../../server/lib/node-cipher';
import { bytesToHex, hexToBytes, toBase64, fromBase64 } from '../../protocol/base64';
import { uploadSign } from '../../protocol/upload-sign';
import { createHmac } from 'node:crypto';
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

  it('seals every request vector from its encoded plaintext too', async () => {
    const cipher = await make();
    for (const v of vectors.requests) {
      const plain = requestPlaintext(v.payload, v.common as CommonFields);
      expect(new TextDecoder().decode(plain)).toBe(v.plaintext);
      expect(encodeForm(await sealPlaintext(cipher, plain, v.timestamp))).toBe(v.body);
    }
  });

  it('seals every request vector straight into body bytes, over whatever the room held or in a fresh array', async () => {
    const cipher = await make();
    for (const v of vectors.requests) {
      const plain = new TextEncoder().encode(v.plaintext);
      const junk = new Uint8Array(v.body.length + 7).fill(0xff).buffer;
      const intoRoom = await sealPlaintextBody(cipher, plain, v.timestamp, undefined, junk);
      expect(intoRoom.buffer).toBe(junk);
      expect(new TextDecoder().decode(intoRoom)).toBe(v.body);
      const fresh = await sealPlaintextBody(cipher, plain, v.timestamp, undefined, new ArrayBuffer(8));
      expect(new TextDecoder().decode(fresh)).toBe(v.body);
      // Room for all but the last byte: found short halfway through the data or the sign.
      for (const short of [v.body.length - 1, v.body.length - 70, Math.floor(v.body.length / 2)]) {
        const written = await sealPlaintextBody(cipher, plain, v.timestamp, undefined, new ArrayBuffer(short));
        expect(written.buffer.byteLength).toBe(v.body.length);
        expect(new TextDecoder().decode(written)).toBe(v.body);
      }
    }
  });

  it('writes the same body bytes as the form encoding for every padding and escape', async () => {
    const cipher = await make();
    for (let n = 0; n < 80; n++) {
      const plain = crypto.getRandomValues(new Uint8Array(n * 7));
      const body = await sealPlaintextBody(cipher, plain, 1_700_000_000 + n);
      expect(new TextDecoder().decode(body)).toBe(encodeForm(await sealPlaintext(cipher, plain, 1_700_000_000 + n)));
    }
  });

  it('opens every reply vector in two steps: bytes, then the reply', async () => {
    const cipher = await make();
    for (const v of vectors.replies) {
      const plain = await openReplyPlaintext(cipher, v.body);
      expect(new TextDecoder().decode(plain!)).toBe(v.plaintext);
      expect(parseReply(plain)).toEqual(JSON.parse(v.plaintext));
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

describe('envelope codec edges', () => {
  it('writes forms exactly as URLSearchParams does, whatever the values hold', () => {
    const values = ['', 'AB+/cd==', 'a b&c=d', '中文 é', 'x\ud800y', "!'()*~-._", '%2B+', 'QQ==\n'];
    for (const value of values) {
      const form = { client: value, data: value, sign: value, timestamp: value };
      expect(encodeForm(form), JSON.stringify(value)).toBe(new URLSearchParams(form).toString());
    }
  });

  it('signs non-ASCII data over its UTF-8 bytes, as the node cipher does', async () => {
    const cipher = await createWebCipher(keys);
    const data = '中文é'.repeat(50);
    const timestamp = String(vectors.requests[0]!.timestamp);
    const sign = createHmac('sha256', Buffer.from(keys.signKey, 'hex'))
      .update(`ios\n${timestamp}\n${data}`)
      .digest('hex');
    // The sign holds, so what fails is the base64: the sign input was built from the full UTF-8 text.
    await expect(openRequest(cipher, { client: 'ios', data, sign, timestamp }, Number(timestamp))).rejects.toThrow(
      'bad base64',
    );
  });

  it('reads a reply that is not JSON, lacks a status or is not UTF-8 as status 0', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    const failed = { status: 0, msg: 'x', data: null };
    expect(parseReply(null, 'x')).toEqual(failed);
    expect(parseReply(bytes('{"status":'), 'x')).toEqual(failed);
    expect(parseReply(bytes('{"msg":"no status"}'), 'x')).toEqual(failed);
    expect(parseReply(bytes('null'), 'x')).toEqual(failed);
    expect(parseReply(new Uint8Array([0x7b, 0xff, 0x7d]), 'x')).toEqual(failed);
    expect(parseReply(bytes('{"status":1,"msg":"","data":[1]}'))).toEqual({ status: 1, msg: '', data: [1] });
  });

  it('hands back no plaintext for a body that is not base64 or does not decrypt', async () => {
    const cipher = await createWebCipher(keys);
    expect(await openReplyPlaintext(cipher, 'not base64!')).toBeNull();
    expect(await openReplyPlaintext(cipher, 'bm90IGNpcGhlcg==')).toBeNull();
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
