import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CONCURRENT_DECODES, UPLOADS_PER_WINDOW_ANONYMOUS_IP } from '../../../server/domain/upload';
import { VARIANT_WIDTHS } from '../../../server/domain/media';
import { TEST_KEYS, dialects, nowS, useTestApp } from '../helper';
import { md5, multipartBody, photo, pngClaiming } from '../support/media';
import { burst, listeningApp } from '../support/listening';
import type { ListeningApp } from '../support/listening';

// What a refused picture may cost: an oversized one is refused from its header (no decode), every attempt
// counts toward the rate limit (so a flood of refusals runs out like a flood of pictures), and decodes run
// a few at a time per process.

const signed = () => {
  const ts = nowS();
  return { timestamp: String(ts), sign: md5(`${ts}${TEST_KEYS.uploadImgKey}`) };
};
const ANONYMOUS_PER_WINDOW = UPLOADS_PER_WINDOW_ANONYMOUS_IP;
/** Each decode slot renders its variants side by side. */
const PEAK_PIXEL_PIPELINES = MAX_CONCURRENT_DECODES * VARIANT_WIDTHS.length;

/** Counts sharp pipelines that produce pixels (every decode ends in toBuffer), and how many run at once. */
function watchDecodes() {
  const original = sharp.prototype.toBuffer;
  const seen = { calls: 0, active: 0, peak: 0 };
  const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp) {
    seen.calls++;
    seen.active++;
    seen.peak = Math.max(seen.peak, seen.active);
    return (original.call(this) as Promise<Buffer>).finally(() => seen.active--);
  } as typeof original);
  return { seen, restore: () => spy.mockRestore() };
}

async function form(bytes: Buffer, name: string) {
  return multipartBody({ file: { bytes, name }, fields: signed() });
}

describe.each(dialects)('the cost of image uploads (%s)', (dialect) => {
  const t = useTestApp(dialect);
  afterEach(() => vi.restoreAllMocks());

  it('a small PNG claiming 6300×6300 pixels is refused from its header, without a decode', async () => {
    const { body, contentType } = await form(await pngClaiming(6300, 6300), 'claim.png');
    const watch = watchDecodes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/imgUpload.php',
      headers: { 'content-type': contentType },
      payload: body,
      remoteAddress: '10.7.0.1',
    });
    watch.restore();
    expect({
      status: res.statusCode,
      reason: res.json<{ reason: string }>().reason,
      decodes: watch.seen.calls,
    }).toEqual({
      status: 413,
      reason: 'too_many_pixels',
      decodes: 0,
    });
  });

  it('eight pictures at once: the decodes run a few at a time', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => form(await photo(1000 + i, 800, 'jpeg'), 'p.jpg')),
    );
    const watch = watchDecodes();
    const res = await Promise.all(
      bodies.map(({ body, contentType }, i) =>
        t.app.inject({
          method: 'POST',
          url: '/imgUpload.php',
          headers: { 'content-type': contentType },
          payload: body,
          remoteAddress: `10.7.1.${i}`,
        }),
      ),
    );
    watch.restore();
    expect(res.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(watch.seen.peak).toBeLessThanOrEqual(PEAK_PIXEL_PIPELINES);
  });
});

describe.each(dialects)('refused image uploads count toward the rate limit (%s)', (dialect) => {
  let s: ListeningApp;
  beforeAll(async () => {
    s = await listeningApp(dialect);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a burst of 80 refused uploads from one address at once hits the limit, and so does the next picture', async () => {
    const claim = await pngClaiming(20_000, 20_000);
    const post = async (bytes: Buffer) => {
      const { body, contentType } = await form(bytes, 'x.png');
      const res = await fetch(`${s.origin}/imgUpload.php`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      });
      return (await res.json()) as { code: number; reason?: string };
    };
    const replies = await burst(80, () => post(claim));
    const count = (reason: string) => replies.filter((r) => r.reason === reason).length;
    expect({ refused: count('too_many_pixels'), limited: count('rate_limited') }).toEqual({
      refused: ANONYMOUS_PER_WINDOW,
      limited: 80 - ANONYMOUS_PER_WINDOW,
    });
    expect(await post(await photo(64, 64, 'png'))).toMatchObject({ code: 0, reason: 'rate_limited' });
  });
});
