import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64, fromBase64Into, portableFromBase64, portableToBase64, toBase64 } from '../../protocol/base64';
import { ReusedBytes } from '../../protocol/reused-bytes';

type Codec = { toBase64: (b: Uint8Array) => string; fromBase64: (t: string) => Uint8Array };

const JUNK = [
  'abc',
  'QUJD    QQ==',
  'QUJD\n\n\n\nQUJD',
  'ab=c',
  'ab\u4e2dc',
  'QQ==QQ==',
  'QR==',
  'QUJ=',
  ' QQ=',
  'QQ=\n',
  'Q Q=',
  '====',
  'QQ',
  '-_-_',
];

function checkCodec(codec: Codec): void {
  for (let n = 0; n < 70; n++) {
    const bytes = crypto.getRandomValues(new Uint8Array(n));
    const text = codec.toBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(codec.fromBase64(text)).toEqual(bytes);
  }
  for (const junk of JUNK) expect(() => codec.fromBase64(junk), junk).toThrow();
}

/** Stand-ins with the TC39 semantics the codec relies on: strict last chunk, ASCII whitespace skipped. */
type Spy = ReturnType<typeof vi.fn>;
function installNative(): { to: Spy; from: Spy; setFrom: Spy } {
  const to = vi.fn(function (this: Uint8Array) {
    return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('base64');
  });
  const from = vi.fn((text: string, opts: { lastChunkHandling: string }) => {
    expect(opts.lastChunkHandling).toBe('strict');
    const compact = text.replace(/[\t\n\f\r ]/g, '');
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) throw new SyntaxError('bad');
    const out = new Uint8Array(Buffer.from(compact, 'base64'));
    if (Buffer.from(out).toString('base64') !== compact) throw new SyntaxError('stray bits');
    return out;
  });
  // Writes what fits; `read` stops short when the target fills up before the text ends.
  const setFrom = vi.fn(function (this: Uint8Array, text: string, opts: { lastChunkHandling: string }) {
    const bytes = from(text, opts);
    this.set(bytes.subarray(0, this.length));
    return { read: bytes.length <= this.length ? text.length : 0, written: Math.min(bytes.length, this.length) };
  });
  Object.defineProperty(Uint8Array.prototype, 'toBase64', { value: to, configurable: true, writable: true });
  Object.defineProperty(Uint8Array.prototype, 'setFromBase64', { value: setFrom, configurable: true, writable: true });
  Object.defineProperty(Uint8Array, 'fromBase64', { value: from, configurable: true, writable: true });
  return { to, from, setFrom };
}

describe('base64', () => {
  afterEach(() => {
    delete (Uint8Array.prototype as { toBase64?: unknown }).toBase64;
    delete (Uint8Array.prototype as { setFromBase64?: unknown }).setFromBase64;
    delete (Uint8Array as { fromBase64?: unknown }).fromBase64;
    vi.resetModules();
  });

  it('the portable codec (engines without toBase64) round-trips every length and refuses junk', () => {
    checkCodec({ toBase64: portableToBase64, fromBase64: portableFromBase64 });
  });

  it('the codec in use agrees with the portable one', () => {
    checkCodec({ toBase64, fromBase64 });
  });

  it('falls back to the portable codec when Uint8Array has no toBase64', async () => {
    expect('toBase64' in Uint8Array.prototype).toBe(false);
    vi.resetModules();
    const mod = await import('../../protocol/base64');
    expect(mod.toBase64).toBe(mod.portableToBase64);
    expect(mod.fromBase64).toBe(mod.portableFromBase64);
  });

  it('uses the native codec where the engine has one, refusing the same junk (whitespace included)', async () => {
    const native = installNative();
    vi.resetModules();
    const mod = await import('../../protocol/base64');
    expect(mod.toBase64).not.toBe(mod.portableToBase64);
    checkCodec(mod);
    expect(native.to).toHaveBeenCalled();
    expect(native.from).toHaveBeenCalled();
  });

  it('decodes into a reused buffer with the native codec, refusing the same junk, and copies without one', async () => {
    const reuse = new ReusedBytes(1024);
    expect(fromBase64Into('QUJD', reuse)).toEqual(new Uint8Array([65, 66, 67]));
    const native = installNative();
    vi.resetModules();
    const mod = await import('../../protocol/base64');
    let buffer: ArrayBufferLike | undefined;
    for (let n = 70; n >= 0; n--) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      const out = mod.fromBase64Into(Buffer.from(bytes).toString('base64'), reuse);
      expect(out).toEqual(bytes);
      buffer ??= out.buffer;
      expect(out.buffer).toBe(buffer);
    }
    for (const junk of JUNK) expect(() => mod.fromBase64Into(junk, reuse), junk).toThrow();
    expect(native.setFrom).toHaveBeenCalled();
  });
});
