/**
 * A byte buffer kept between calls and handed out again, so each large envelope does not touch fresh
 * memory: on the shared 2-core machine, filling a freshly allocated 1.3 MB array cost 40–50 ms where
 * writing into one already touched cost ≈ 1–4 ms (the bench's profile). Sizes above `maxBytes` get a
 * fresh array that is not kept, so one huge call does not pin its memory for good.
 *
 * Only for bytes read synchronously before the next call can start: WebCrypto copies its input when the
 * operation is called, so a view handed to `subtle.encrypt/decrypt/sign` may be reused as soon as the call
 * returns its promise.
 */
export class ReusedBytes {
  private buffer = new Uint8Array(0);

  constructor(private readonly maxBytes: number) {}

  /** A view of exactly `length` bytes; its contents are whatever the last user left there. */
  take(length: number): Uint8Array<ArrayBuffer> {
    if (length > this.maxBytes) return new Uint8Array(length);
    if (this.buffer.length < length) this.buffer = new Uint8Array(length);
    return this.buffer.subarray(0, length);
  }
}
