import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { insertVideo, videoPath } from '../../../server/domain/media';
import { videoBytes } from '../../support/video-bytes';
import { dialects, nowS, useTestApp } from '../helper';
import { person } from '../support/operators';
import { draft, setupRelease } from '../support/release';
import type { ReleaseWorld } from '../support/release';

// A machine without ffmpeg: the product starts all the same, videos play as uploaded (no ladder, no status 6)
// and the console's jobs section says why.

const JOBS = { workers: 1, preset: 'superfast', scratchMaxBytes: 1024 * 1024 };
// A PATH holding `nice` (ffmpeg runs under it) but neither ffmpeg nor ffprobe, while the app starts.
const bin = mkdtempSync(join(tmpdir(), 'goldpost-no-ffmpeg-'));
symlinkSync('/usr/bin/nice', join(bin, 'nice'));
const path = process.env.PATH;
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe.each(dialects)('a server without ffmpeg (%s)', (dialect) => {
  beforeAll(() => {
    process.env.PATH = bin;
  });
  const t = useTestApp(dialect, { jobs: JOBS });
  let w: ReleaseWorld;
  beforeAll(async () => {
    process.env.PATH = path;
    w = await setupRelease(t);
  });

  it('starts, serves the uploaded video as it is, and says so in the console', async () => {
    expect(t.app.background?.ladders).toBe(false);
    const admin = await person(t, `ops_${dialect}`, ['admin']);
    const jobs = await t.call('/api/admin/jobList', {}, { token: admin.token });
    expect(jobs).toMatchObject({ status: STATUS.OK, data: { ladders: false } });

    const bytes = videoBytes(20_000);
    await t.app.storage.put(videoPath('vid-plain', 'mp4'), bytes);
    await insertVideo(t.db, {
      id: 'vid-plain',
      userId: w.owner.id,
      md5: 'd'.repeat(32),
      size: bytes.length,
      path: videoPath('vid-plain', 'mp4'),
      nowS: nowS(),
    });
    const saved = await t.call('/api/info/postInfo', draft({ videoId: 'vid-plain' }), { token: w.owner.token });
    // Straight to review: there is no ladder to wait for.
    expect(saved.data).toMatchObject({ status: POST_STATUS.PENDING });
    const video = await t.db
      .selectFrom('post_videos')
      .select('url')
      .where('post_id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    expect(video.url).toBe(videoPath('vid-plain', 'mp4'));
    const served = await t.app.inject({ method: 'GET', url: `/media/${video.url}` });
    expect(served.statusCode).toBe(200);
    expect(await t.app.background!.queue.stats()).toEqual({ waiting: 0, running: 0, failed: 0 });
  });
});
