import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../protocol/status';
import { jobHandlers } from '../../../server/background';
import { insertVideo, videoPath } from '../../../server/domain/media';
import { videoBytes } from '../../support/video-bytes';
import { dialects, nowS, useTestApp } from '../helper';
import { makeClip, until } from '../support/clips';
import { draft, IMG, setupRelease, statusOf } from '../support/release';
import type { ReleaseWorld } from '../support/release';

const JOBS = { workers: 0, preset: 'ultrafast', scratchMaxBytes: 50 * 1024 * 1024 };
const clips = mkdtempSync(join(tmpdir(), 'goldpost-clips-'));
let clip: Buffer;
beforeAll(() => {
  clip = readFileSync(makeClip(clips, 'clip.mp4', { width: 320, height: 240, seconds: 2 }));
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));

describe.each(dialects)('a post whose video is being made (%s)', (dialect) => {
  const t = useTestApp(dialect, { jobs: JOBS });
  let w: ReleaseWorld;
  beforeAll(async () => {
    w = await setupRelease(t);
  });

  /** What a finished upload does: the file in the store, then the video row (which queues its ladder). */
  const upload = async (id: string, bytes: Buffer) => {
    await t.app.storage.put(videoPath(id, 'mp4'), bytes);
    await insertVideo(t.db, {
      id,
      userId: w.owner.id,
      md5: 'a'.repeat(32),
      size: bytes.length,
      path: videoPath(id, 'mp4'),
      nowS: nowS(),
    });
  };
  const mine = async (id: number) => {
    const page = await t.call('/api/info/myPost', {}, { token: w.owner.token });
    return page.data.list.find((p) => p.id === id)!;
  };
  const run = async () => {
    const { queue } = t.app.background!;
    await queue.start(jobHandlers(t.app.config, JOBS, t.db, t.app.storage), 1);
    await until(async () => {
      const s = await queue.stats();
      return s.waiting === 0 && s.running === 0;
    }, 90_000);
    await queue.stop();
  };

  it('waits in 6 with its progress, then goes to review playing the ladder', async () => {
    await upload('vid-ladder-ok', clip);
    const saved = await t.call('/api/info/postInfo', draft({ videoId: 'vid-ladder-ok', videoPic: IMG[2]! }), {
      token: w.owner.token,
    });
    expect(saved.data).toMatchObject({ status: POST_STATUS.PROCESSING });
    const id = saved.data.id;
    expect((await mine(id)).videoProgress).toMatchObject({ state: 'processing', percent: 0, reason: null });
    // Nobody else is given anything of it meanwhile.
    const seen = await t.call('/api/info/getInfo', { id }, { token: w.other.token });
    expect(seen.data).toBeNull();
    const media = (path: string) => t.app.inject({ method: 'GET', url: `/media/${path}` }).then((r) => r.statusCode);
    // While it is made the original still plays (the owner's preview; no viewer has its path).
    expect(await media(videoPath('vid-ladder-ok', 'mp4'))).toBe(200);
    await run();
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.PENDING);
    const row = await t.db.selectFrom('post_videos').selectAll().where('post_id', '=', id).executeTakeFirstOrThrow();
    expect(row.url).toMatch(/^video\/vid-ladder-ok\/hls-[0-9a-f]+\/master\.m3u8$/);
    expect((await mine(id)).videoProgress).toMatchObject({ state: 'ready', percent: 100, rungsDone: 1, rungsTotal: 1 });
    // Once the ladder is made only the ladder is served; the original stays in the store, its owner's.
    expect(await media(row.url)).toBe(200);
    expect(await media(videoPath('vid-ladder-ok', 'mp4'))).toBe(404);
    expect(await t.app.storage.stat(videoPath('vid-ladder-ok', 'mp4'))).not.toBeNull();
  }, 120_000);

  it('a corrupt video ends as a refusal the owner reads, with no job left', async () => {
    await upload('vid-ladder-bad', videoBytes(50_000));
    const saved = await t.call('/api/info/postInfo', draft({ videoId: 'vid-ladder-bad' }), { token: w.owner.token });
    const id = saved.data.id;
    await run();
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.FAILED);
    const post = await mine(id);
    expect(post.videoProgress).toMatchObject({ state: 'refused', reason: 'corrupt' });
    expect(post.reviewNote).toContain('damaged');
    const refusedOriginal = await t.app.inject({ method: 'GET', url: `/media/${videoPath('vid-ladder-bad', 'mp4')}` });
    expect(refusedOriginal.statusCode).toBe(404);
    expect(await t.app.background!.queue.stats()).toEqual({ waiting: 0, running: 0, failed: 0 });
    // The owner replaces the video: the post waits for the new one's ladder.
    await upload('vid-ladder-new', clip);
    const edited = await t.call(
      '/api/info/editInfo',
      { ...draft({ videoId: 'vid-ladder-new' }), id },
      { token: w.owner.token },
    );
    expect(edited.data).toMatchObject({ status: POST_STATUS.PROCESSING });
  }, 120_000);
});
