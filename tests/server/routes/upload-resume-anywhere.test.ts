import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_STATUS, sampleRanges } from '../../../protocol/upload';
import { MIN_INSTANT_BYTES } from '../../../server/domain/upload/proof';
import { dialects } from '../helper';
import { createEnv, md5, openApp, sendSlice } from '../support/upload';
import type { Env, UploadApp } from '../support/upload';
import { videoBytes } from '../../support/video-bytes';

// A big upload picked again from a fresh browser (storage cleared, another device) knows only the file: its
// sampled fingerprint when the upload opens, its hash at the slice check. The server finds the caller's own
// open upload of that file and lists only what is still missing; never another user's.

const SLICE = MIN_SLICE_BYTES;
const file = videoBytes(SLICE * 24 + 99);
const sampleOf = (data: Buffer) =>
  md5(Buffer.concat(sampleRanges(data.length).map((r) => data.subarray(r.start, r.end))));
const slice = (data: Buffer, i: number) => data.subarray(i * SLICE, (i + 1) * SLICE);
const SLICES = Math.ceil(file.length / SLICE);
const HELD = [0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 20];

describe.each(dialects)('resume from anywhere (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;
  let bob: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_ra');
    bob = await t.user('bob_ra');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function open(token: string, data: Buffer, sample: string | undefined = sampleOf(data)) {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'trip.mp4', size: data.length, format: 'mp4', sliceSize: SLICE, ...(sample ? { sample } : {}) },
      token,
    );
    expect(r.status, r.msg).toBe(1);
    return r.data;
  }
  async function send(token: string, uploadId: string, data: Buffer, indexes: number[]) {
    for (const index of indexes) {
      const res = await sendSlice(t.app, { token, uploadId, index, data: slice(data, index) });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const check = (token: string, uploadId: string, data: Buffer) =>
    t.call('/api/article/checkSlice', { uploadId, file_hash: md5(data) }, token);

  /** Alice's first try: some slices in, the hash known, then she leaves. */
  async function leftUpload() {
    const u = await open(alice, file);
    expect(u.probable).toBeUndefined();
    await send(alice, u.uploadId, file, HELD);
    const st = await check(alice, u.uploadId, file);
    expect(st.data.status).toBe(SLICE_STATUS.SOME_NEEDED);
    return u.uploadId;
  }

  it('a fresh client with only the file gets exactly the missing slices, and the file assembles', async () => {
    const earlier = await leftUpload();
    const fresh = await open(alice, file);
    // Before any byte: the sample tells the client to hash first.
    expect(fresh.probable).toBe(true);
    const st = await check(alice, fresh.uploadId, file);
    const expected = Array.from({ length: SLICES }, (_, i) => i).filter((i) => !HELD.includes(i));
    expect(st.data).toMatchObject({ status: SLICE_STATUS.SOME_NEEDED, missing: expected, video: null });

    await send(alice, fresh.uploadId, file, st.data.missing);
    const done = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: fresh.uploadId, original: 'trip.mp4', size: file.length, slices: SLICES },
      alice,
    );
    expect(done.data.state, done.msg).toBe('done');
    const row = await t.app.db
      .selectFrom('videos')
      .select('path')
      .where('id', '=', done.data.video!.videoId)
      .executeTakeFirstOrThrow();
    expect(md5((await t.app.storage.get(row.path))!)).toBe(md5(file));
    // The earlier upload is gone: its quota and disk are free, and the old tab starts anew.
    const old = await t.call('/api/article/checkSlice', { uploadId: earlier }, alice);
    expect(old.status).toBe(404);
  });

  it('slices the fresh upload got meanwhile are kept, and each index is listed once', async () => {
    await leftUpload();
    const fresh = await open(alice, file);
    await send(alice, fresh.uploadId, file, [0, 8, 23]);
    const st = await check(alice, fresh.uploadId, file);
    const expected = Array.from({ length: SLICES }, (_, i) => i).filter((i) => ![...HELD, 8, 23].includes(i));
    expect(st.data.missing).toEqual(expected);
    const rows = await t.app.db
      .selectFrom('upload_slices')
      .select('index')
      .where('upload_id', '=', fresh.uploadId)
      .execute();
    expect(rows.map((r) => Number(r.index)).sort((a, b) => a - b)).toEqual([...HELD, 8, 23].sort((a, b) => a - b));
  });

  it("another user with the same hash gets neither alice's upload nor its slices", async () => {
    const earlier = await leftUpload();
    const theirs = await open(bob, file);
    expect(theirs.probable).toBeUndefined();
    const st = await check(bob, theirs.uploadId, file);
    expect(st.data.status).toBe(SLICE_STATUS.SEND_ALL);
    expect(st.data.missing).toHaveLength(SLICES);
    // Alice's upload is untouched and still hers.
    const hers = await check(alice, earlier, file);
    expect(hers.data.missing).toHaveLength(SLICES - HELD.length);
    const mine = await t.call('/api/article/checkSlice', { uploadId: earlier }, bob);
    expect(mine.status).toBe(403);
  });
});

describe.each(dialects)('the sampled fingerprint before the bytes (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;
  let bob: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_fp');
    bob = await t.user('bob_fp');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function store(token: string, data: Buffer) {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'clip.mp4', size: data.length, format: 'mp4', sliceSize: SLICE },
      token,
    );
    const n = r.data.slices;
    for (let i = 0; i < n; i++)
      await sendSlice(t.app, { token, uploadId: r.data.uploadId, index: i, data: slice(data, i) });
    await t.call('/api/article/checkSlice', { uploadId: r.data.uploadId, file_hash: md5(data) }, token);
    const done = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: r.data.uploadId, original: 'clip.mp4', size: data.length, slices: n },
      token,
    );
    expect(done.data.state).toBe('done');
  }
  const probe = async (token: string, size: number, sample: string) =>
    (
      await t.call(
        '/api/article/createUpload',
        { name: 'again.mp4', size, format: 'mp4', sliceSize: SLICE, sample },
        token,
      )
    ).data;

  it('says "probable" for a stored video of that size and sample, and nothing else', async () => {
    expect(file.length).toBeGreaterThanOrEqual(MIN_INSTANT_BYTES);
    await store(alice, file);
    expect((await probe(bob, file.length, sampleOf(file))).probable).toBe(true);
    expect((await probe(alice, file.length, sampleOf(file))).probable).toBe(true);
    // Same size, other bytes in a sampled range: no hint.
    const other = Buffer.from(file);
    other.writeUInt8(other.readUInt8(other.length - 1) ^ 0xff, other.length - 1);
    expect((await probe(bob, file.length, sampleOf(other))).probable).toBeUndefined();
    expect((await probe(bob, file.length + 1, sampleOf(file))).probable).toBeUndefined();
  });

  it('a hint is not the video: the other user still has to answer the proof of possession', async () => {
    await store(alice, file);
    const u = await probe(bob, file.length, sampleOf(file));
    expect(u.probable).toBe(true);
    const st = await t.call('/api/article/checkSlice', { uploadId: u.uploadId, file_hash: md5(file) }, bob);
    expect(st.data.status).not.toBe(SLICE_STATUS.EXISTS);
    expect(st.data.challenge).toBeDefined();
  });

  it('a small file (no instant upload for others) is a hint to its owner only', async () => {
    const small = videoBytes(SLICE * 3 + 5);
    expect(small.length).toBeLessThan(MIN_INSTANT_BYTES);
    await store(alice, small);
    expect((await probe(alice, small.length, sampleOf(small))).probable).toBe(true);
    expect((await probe(bob, small.length, sampleOf(small))).probable).toBeUndefined();
  });

  it('refuses a sample that is not an MD5', async () => {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'x.mp4', size: file.length, format: 'mp4', sliceSize: SLICE, sample: 'nope' },
      alice,
    );
    expect(r.status).toBe(400);
  });
});
