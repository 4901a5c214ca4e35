import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEYS, createTestApp, dialects, nowS } from '../helper';
import type { TestApp } from '../helper';
import { md5 as md5Text, multipartBody, photo } from '../support/media';

// The object store down (nothing listens where it should): every surface answers 503 with Retry-After and a
// text that says to try again, never a 500 with a request id — the same request works once the store is back.

/** A local port that refuses connections: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(dialects)('the media store unreachable (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await closedPort();
    t = await createTestApp(dialect, {
      s3: {
        config: {
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'goldpost-outage',
          region: 'us-east-1',
          credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
          forcePathStyle: true,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a picture upload 503 with Retry-After and a reason the uploader reads', async () => {
    const ts = nowS();
    const { body, contentType } = await multipartBody({
      file: { bytes: await photo(40, 30, 'png'), name: 'shop.png', type: 'image/png' },
      fields: { timestamp: String(ts), sign: md5Text(`${ts}${TEST_KEYS.uploadImgKey}`) },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/imgUpload.php',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ code: 0, msg: '文件存储暂时不可用，请稍后重试', retryAfterS: 5 });
    expect(res.body).not.toMatch(/internal error|ECONNREFUSED|at .*\.js/);
  });

  it('answers a media read 503 with Retry-After, in plain text', async () => {
    const res = await t.app.inject({ url: `/media/img/ab/${'ab'.repeat(32)}.bin` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toBe('文件存储暂时不可用，请稍后重试');
  });
});
