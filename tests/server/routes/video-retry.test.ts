import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { jobHandlers } from '../../../server/background';
import { insertVideo, TRANSCODE_TASK, videoPath } from '../../../server/domain/media';
import { dialects, nowS, useTestApp } from '../helper';
import { makeClip, until } from '../support/clips';
import { person } from '../support/operators';
import { auditOf, draft, setupRelease, statusOf } from '../support/release';
import type { ReleaseWorld } from '../support/release';

// A ladder that failed for a reason of the machine (not of the video) is made again when an operator retries
// its job: the post goes back from 3 to 6, without the refusal, and on to review once the ladder is whole.

const JOBS = { workers: 0, preset: 'ultrafast', scratchMaxBytes: 50 * 1024 * 1024 };
const clips = mkdtempSync(join(tmpdir(), 'goldpost-clips-'));
let clip: Buffer;
beforeAll(() => {
  clip = readFileSync(makeClip(clips, 'clip.mp4', { width: 320, height: 240, seconds: 2 }));
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));

describe.each(dialects)('an operator retry of a failed ladder (%s)', (dialect) => {
  const t = useTestApp(dialect, { jobs: JOBS });
  let w: ReleaseWorld;
  beforeAll(async () => {
    w = await setupRelease(t);
  });

  const mine = async (id: number) => {
    const page = await t.call('/api/info/myPost', {}, { token: w.owner.token });
    return page.data.list.find((p) => p.id === id)!;
  };
  const idle = async () => {
    const s = await t.app.background!.queue.stats();
    return s.waiting === 0 && s.running === 0;
  };

  it('moves the post back to 6 without the reason, then on to review', async () => {
    const { queue } = t.app.background!;
    const videoId = 'vid-retry';
    await t.app.storage.put(videoPath(videoId, 'mp4'), clip);
    await insertVideo(t.db, {
      id: videoId,
      userId: w.owner.id,
      md5: 'c'.repeat(32),
      size: clip.length,
      path: videoPath(videoId, 'mp4'),
      nowS: nowS(),
    });
    // One attempt, so the failure below is final at once instead of after the retries' backoff.
    await queue.enqueue({ task: TRANSCODE_TASK, payload: { videoId }, key: `video:${videoId}`, maxAttempts: 1 });
    const saved = await t.call('/api/info/postInfo', draft({ videoId }), { token: w.owner.token });
    expect(saved.data).toMatchObject({ status: POST_STATUS.PROCESSING });
    const id = saved.data.id;

    // The scratch disk has no room for the source: not the video's fault, but the job is out of attempts.
    await queue.start(jobHandlers(t.app.config, { ...JOBS, scratchMaxBytes: 1000 }, t.db, t.app.storage), 1);
    await until(async () => (await queue.stats()).failed === 1);
    await queue.stop();
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.FAILED);
    const refused = await mine(id);
    expect(refused.videoProgress).toMatchObject({ state: 'refused', reason: 'failed' });
    expect(refused.reviewNote).toContain('could not be processed');

    // Room again: an admin retries the job from the console.
    await queue.start(jobHandlers(t.app.config, JOBS, t.db, t.app.storage), 1);
    const [failed] = await queue.listJobs('failed', 10);
    const admin = await person(t, 'ladder_keeper', ['admin']);
    const retried = await t.call('/api/admin/jobRetry', { id: failed!.id }, { token: admin.token });
    expect(retried.status).toBe(STATUS.OK);
    await until(idle, 90_000);
    await queue.stop();

    expect(await statusOf(t.db, id)).toBe(POST_STATUS.PENDING);
    const ready = await mine(id);
    expect(ready.videoProgress).toMatchObject({ state: 'ready', reason: null, percent: 100 });
    expect(ready.reviewNote).toBe('');
    const moves = (await auditOf(t.db, id)).map((a) => [a.from_status, a.to_status]);
    expect(moves.slice(-3)).toEqual([
      [POST_STATUS.PROCESSING, POST_STATUS.FAILED],
      [POST_STATUS.FAILED, POST_STATUS.PROCESSING],
      [POST_STATUS.PROCESSING, POST_STATUS.PENDING],
    ]);
  }, 120_000);
});
