import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, PIECE_UPLOAD_PATH, PIECE_URL_TTL_S } from '../../../protocol/upload';
import { TEST_KEYS, dialects, nowS } from '../helper';
import { createEnv, openApp } from '../support/upload';
import type { Env, UploadApp } from '../support/upload';
import { videoBytes } from '../../support/video-bytes';

// Piece-upload URLs are the credential of a PUT: they must come from the server only (not from the
// envelope's sign key, which every client holds), name their upload and its owner, and expire.

const PIECE = MIN_SLICE_BYTES;
const data = videoBytes(PIECE * 2);
const hmac = (keyHex: string, text: string) =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex');

describe.each(dialects)('piece-upload URLs (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_pu');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function open(token: string) {
    const r = await t.call('/api/article/getUploadUrl', { name: 'm.mp4', size: data.length, pieceSize: PIECE }, token);
    expect(r.status, r.msg).toBe(1);
    const id = r.data.uploadUrl.split('/').pop()!.split('?')[0]!;
    const { user_id } = await t.app.db
      .selectFrom('uploads')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, url: r.data.uploadUrl, owner: user_id };
  }
  const put = (url: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${url}&offset=0`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: data.subarray(0, PIECE),
    });
  const stored = async (id: string) =>
    (await t.app.db.selectFrom('upload_slices').select('index').where('upload_id', '=', id).execute()).length;

  it("someone who knows an upload id cannot mint a URL into it with the clients' sign key, whatever the expiry", async () => {
    const { id, owner } = await open(alice);
    const far = nowS() + 10 * 365 * 24 * 3600;
    const minted = [
      hmac(TEST_KEYS.signKey, `piece\n${id}\n${far}`),
      hmac(TEST_KEYS.signKey, `piece\n${owner}\n${id}\n${far}`),
    ].map((sig) => `${PIECE_UPLOAD_PATH}/${id}?expires=${far}&sig=${sig}`);
    const accepted: string[] = [];
    for (const url of minted) {
      const res = await put(url);
      if (res.statusCode === 200) accepted.push(url);
      else expect(res.statusCode).toBe(403);
    }
    expect(accepted).toEqual([]);
    expect(await stored(id)).toBe(0);
  });

  it('a URL is good for its own upload only, and for no longer than the server ever grants', async () => {
    const a = await open(alice);
    const b = await open(alice);
    // Alice's URL of upload a, pointed at upload b: refused.
    expect((await put(a.url.replace(a.id, b.id))).statusCode).toBe(403);
    // Signed with the server's own secret but expiring later than any URL it hands out: refused.
    const later = nowS() + PIECE_URL_TTL_S * 30;
    const sig = hmac(env.config.keys.uploadSecret, `piece\n${a.owner}\n${a.id}\n${later}`);
    expect((await put(`${PIECE_UPLOAD_PATH}/${a.id}?expires=${later}&sig=${sig}`)).statusCode).toBe(403);
    expect(await stored(a.id)).toBe(0);
    expect(await stored(b.id)).toBe(0);
    // The URL the server gave works, and a fresh one comes from pieceStatus.
    expect((await put(a.url)).statusCode).toBe(200);
    const st = await t.call('/api/article/pieceStatus', { uploadId: b.id }, alice);
    expect((await put(st.data.uploadUrl)).statusCode).toBe(200);
    expect(Number(new URL(st.data.uploadUrl, 'http://x').searchParams.get('expires'))).toBeLessThanOrEqual(
      nowS() + PIECE_URL_TTL_S,
    );
  });
});
