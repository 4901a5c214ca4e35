import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCODE_TASK } from '../../../../server/domain/media';
import { transcodeHandler } from '../../../../server/domain/video';
import { openJobQueue } from '../../../../server/lib/jobs';
import type { JobQueue } from '../../../../server/lib/jobs';
import { dialects, TEST_KEYS } from '../../helper';
import { makeClip, openVideoDb, storeUpload, until } from '../../support/clips';
import type { VideoDb } from '../../support/clips';

// A worker stopped mid-transcode (a rolling deploy's SIGTERM: scripts/worker.ts stops its queue) kills its
// ffmpeg at once instead of finishing a long video, leaves no scratch files, and the job goes back to the
// queue for the next worker, which makes exactly one ladder.

const LADDER_1080P_MS = 180_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const clips = mkdtempSync(join(tmpdir(), 'goldpost-clips-'));
let big: string;
beforeAll(() => {
  big = makeClip(clips, 'big.mp4', { width: 1920, height: 1080, seconds: 4, audio: false });
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));

describe.each(dialects)('a worker stopped mid-transcode (%s)', (dialect) => {
  let v: VideoDb;
  let queue: JobQueue;
  beforeAll(async () => {
    v = await openVideoDb(dialect);
    queue = await openJobQueue(v.db, v.env.config, quiet);
  });
  afterAll(async () => {
    await queue.close();
    await v.close();
  });

  const scratchRoot = () => join(v.env.config.dataDir, 'transcode');
  const handlers = () => ({
    [TRANSCODE_TASK]: transcodeHandler({
      db: v.db,
      storage: v.storage,
      scratchRoot: scratchRoot(),
      mediaKey: Buffer.from(TEST_KEYS.mediaKey, 'hex'),
      preset: 'ultrafast',
      maxSourceBytes: 50 * 1024 * 1024,
    }),
  });
  const ladder = (id: string) =>
    v.db.selectFrom('video_ladders').selectAll().where('video_id', '=', id).executeTakeFirstOrThrow();

  it(
    'kills ffmpeg at once, leaves no scratch, and the next worker makes exactly one ladder',
    { timeout: LADDER_1080P_MS },
    async () => {
      const id = await storeUpload(v, 1, readFileSync(big));
      await queue.enqueue({ task: TRANSCODE_TASK, payload: { videoId: id }, key: `video:${id}` });
      await queue.start(handlers(), 1);
      // ffmpeg is under way once the source is probed.
      await until(async () => (await ladder(id)).rungs_total > 0, 60_000);
      await queue.stop();
      // Not let run to its end: ffmpeg was killed mid-ladder (how soon a stop returns: tests/server/lib/jobs).
      expect((await ladder(id)).state).toBe('processing');
      expect(readdirSync(scratchRoot())).toEqual([]);
      expect(await queue.stats()).toEqual({ waiting: 1, running: 0, failed: 0 });

      await queue.start(handlers(), 1);
      await until(async () => (await ladder(id)).state === 'ready', LADDER_1080P_MS - 30_000);
      await until(async () => {
        const s = await queue.stats();
        return s.waiting === 0 && s.running === 0 && s.failed === 0;
      });
      await queue.stop();
      const attempts = readdirSync(join(v.env.config.dataDir, 'media', `video/${id}`)).filter((n) =>
        n.startsWith('hls-'),
      );
      expect(attempts).toHaveLength(1);
      expect(readdirSync(scratchRoot())).toEqual([]);
    },
  );
});
