import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_STATUS } from '../../../protocol/upload';
import type { ByteSpan, CheckSliceReply } from '../../../protocol/upload';
import { dialects } from '../helper';
import { createEnv, md5, openApp, sendSlice } from '../support/upload';
import type { Env, UploadApp } from '../support/upload';
import { videoBytes } from '../../support/video-bytes';

// Instant upload must not hand a stored video to whoever knows its MD5 and size: the proof of possession is
// the digest of server-picked ranges, fresh per attempt, burnt by any answer, a few per upload.

const SLICE = MIN_SLICE_BYTES;
const big = videoBytes(SLICE * 20 + 17);
const small = videoBytes(SLICE * 2 + 5);
const rangesMd5 = (data: Buffer, ranges: ByteSpan[]) =>
  md5(Buffer.concat(ranges.map((r) => data.subarray(r.start, r.end))));

describe.each(dialects)('instant upload needs proof of possession (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;
  let bob: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_iu');
    bob = await t.user('bob_iu');
    for (const data of [big, small]) await uploadAll(alice, data);
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function create(token: string, data: Buffer) {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'movie.mp4', size: data.length, format: 'mp4', sliceSize: SLICE },
      token,
    );
    expect(r.status, r.msg).toBe(1);
    return r.data;
  }
  async function uploadAll(token: string, data: Buffer) {
    const u = await create(token, data);
    for (let i = 0; i < u.slices; i++)
      await sendSlice(t.app, {
        token,
        uploadId: u.uploadId,
        index: i,
        data: data.subarray(i * SLICE, (i + 1) * SLICE),
      });
    await t.call('/api/article/checkSlice', { uploadId: u.uploadId, file_hash: md5(data) }, token);
    const r = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: u.uploadId, original: 'movie.mp4', size: data.length, slices: u.slices },
      token,
    );
    expect(r.data.state).toBe('done');
  }
  const check = (uploadId: string, data: Buffer, proof?: string) =>
    t.call('/api/article/checkSlice', { uploadId, file_hash: md5(data), ...(proof ? { proof } : {}) }, bob);
  const handedOver = (r: { status: number; data: CheckSliceReply | null }) =>
    r.status === 1 && r.data?.status === SLICE_STATUS.EXISTS;
  const bobsVideos = async () =>
    t.app.db
      .selectFrom('videos')
      .innerJoin('users', 'users.id', 'videos.user_id')
      .select('videos.id')
      .where('users.username', '=', 'bob_iu')
      .execute();

  it('knowing the MD5 and size hands over nothing: forged proofs on slice and piece uploads, small files', async () => {
    const forged: [string, () => Promise<{ status: number; data: CheckSliceReply | null }>][] = [
      ['md5 of nothing', async () => check((await create(bob, big)).uploadId, big, md5(Buffer.alloc(0)))],
      [
        'md5 of nothing on a piece upload',
        async () => {
          const r = await t.call('/api/article/getUploadUrl', { name: 'm.mp4', size: big.length }, bob);
          const uploadId = r.data.uploadUrl.split('/').pop()!.split('?')[0]!;
          return check(uploadId, big, md5(Buffer.alloc(0)));
        },
      ],
      [
        'the file hash as the proof of a small file',
        async () => check((await create(bob, small)).uploadId, small, md5(small)),
      ],
      ['the file hash as the proof of a big file', async () => check((await create(bob, big)).uploadId, big, md5(big))],
    ];
    const handed: string[] = [];
    for (const [label, attempt] of forged) if (handedOver(await attempt())) handed.push(label);
    expect(handed).toEqual([]);
    expect(await bobsVideos()).toEqual([]);
  });

  it('a small file gets no challenge at all: its bytes are sent', async () => {
    const u = await create(bob, small);
    const r = await check(u.uploadId, small);
    expect(r.data).toMatchObject({ status: SLICE_STATUS.SEND_ALL, video: null });
    expect(r.data.challenge).toBeUndefined();
  });

  it('fresh non-empty ranges per attempt, one answer each, a few attempts per upload', async () => {
    const u = await create(bob, big);
    const first = (await check(u.uploadId, big)).data.challenge!;
    expect(first.ranges.length).toBeGreaterThan(1);
    for (const r of first.ranges) expect(r.end).toBeGreaterThan(r.start);
    const covered = first.ranges.reduce((n, r) => n + r.end - r.start, 0);
    expect(covered).toBeLessThan(big.length / 8);

    // A new attempt gets new ranges: the answer to the old ones no longer counts.
    const second = (await check(u.uploadId, big)).data.challenge!;
    expect(second.ranges).not.toEqual(first.ranges);
    expect(handedOver(await check(u.uploadId, big, rangesMd5(big, first.ranges)))).toBe(false);
    // The answer above burnt the second challenge too: even its right answer is now too late.
    expect(handedOver(await check(u.uploadId, big, rangesMd5(big, second.ranges)))).toBe(false);

    const third = (await check(u.uploadId, big)).data.challenge!;
    expect(handedOver(await check(u.uploadId, big, md5(Buffer.from('guess'))))).toBe(false);
    expect(handedOver(await check(u.uploadId, big, rangesMd5(big, third.ranges)))).toBe(false);
    // Out of attempts for this upload: no more challenges, the bytes must be sent.
    const spent = await check(u.uploadId, big);
    expect(spent.data).toMatchObject({ status: SLICE_STATUS.SEND_ALL });
    expect(spent.data.challenge).toBeUndefined();
    expect(await bobsVideos()).toEqual([]);
  });

  it('the owner re-uploading their own video finishes at once, without a challenge', async () => {
    const u = await create(alice, big);
    const r = await t.call('/api/article/checkSlice', { uploadId: u.uploadId, file_hash: md5(big) }, alice);
    expect(r.data).toMatchObject({ status: SLICE_STATUS.EXISTS, missing: [] });
    expect(r.data.challenge).toBeUndefined();
  });
});
