import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/protocol-vectors.json';
import { openReplyPlaintext, requestPlaintext } from '../../protocol/envelope';
import { sealPlaintextBody } from '../../protocol/envelope-body';
import { ReusedBytes } from '../../protocol/reused-bytes';
import { createWebCipher } from '../../protocol/web-cipher';
import type { CommonFields } from '../../protocol/types';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('envelope through reused buffers', () => {
  it('encodes a large request plaintext into a handed-back buffer, whatever it held, or into a fresh roomy one', () => {
    for (const v of vectors.requests) {
      const common = v.common as CommonFields;
      const payload = { ...v.payload, filler: '中x'.repeat(10_000) };
      const text = JSON.stringify({ ...payload, ...common });
      const junk = new Uint8Array(text.length * 3).fill(0xff).buffer;
      const intoJunk = requestPlaintext(payload, common, junk);
      expect(intoJunk.buffer).toBe(junk);
      expect(decode(intoJunk)).toBe(text);
      const tooSmall = requestPlaintext(payload, common, new ArrayBuffer(1));
      expect(decode(tooSmall)).toBe(text);
      // The fresh buffer has room for any text of that length, so it is worth handing back.
      expect(tooSmall.buffer.byteLength).toBe(text.length * 3);
      // A small request leaves the buffer alone.
      const small = requestPlaintext(v.payload, common, junk);
      expect(small.buffer).not.toBe(junk);
      expect(decode(small)).toBe(v.plaintext);
    }
  });

  it('seals and opens every vector with one buffer shared by calls in flight, large and small mixed', async () => {
    const cipher = await createWebCipher(vectors.keys);
    const reuse = new ReusedBytes(1 << 20);
    const bySize = [...vectors.requests].sort((a, b) => b.plaintext.length - a.plaintext.length);
    const bodies = await Promise.all(
      bySize.map(async (v) =>
        decode(await sealPlaintextBody(cipher, new TextEncoder().encode(v.plaintext), v.timestamp, reuse)),
      ),
    );
    expect(bodies).toEqual(bySize.map((v) => v.body));
    const replies = [...vectors.replies].sort((a, b) => b.body.length - a.body.length);
    const opened = await Promise.all(replies.map((v) => openReplyPlaintext(cipher, v.body, reuse)));
    expect(opened.map((p) => decode(p!))).toEqual(replies.map((v) => v.plaintext));
    expect(await openReplyPlaintext(cipher, 'not base64!', reuse)).toBeNull();
  });

  it('hands out a fresh array past its cap and keeps the larger buffer otherwise', () => {
    const reuse = new ReusedBytes(8);
    const small = reuse.take(4);
    small.fill(7);
    expect(reuse.take(2).buffer).toBe(small.buffer);
    const big = reuse.take(6);
    expect(big.buffer).not.toBe(small.buffer);
    expect(reuse.take(3).buffer).toBe(big.buffer);
    expect(reuse.take(9).buffer).not.toBe(big.buffer);
    expect(reuse.take(5).buffer).toBe(big.buffer);
  });
});
