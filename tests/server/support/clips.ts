// Test clips made by ffmpeg when a suite starts (nothing large is committed): a few seconds, small sizes.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { createLocalStorage } from '../../../server/lib/media-storage';
import type { MediaStorage } from '../../../server/lib/media-storage';
import { videoPath } from '../../../server/domain/media';
import { createTestEnv } from '../helper';
import type { Dialect, TestEnv } from '../helper';

/** Polls `check` until it holds (a background job's effect), failing after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A test-card clip with a tone (or silent): `seconds` long at width×height. `grain` adds moving noise, the
 * detail a camera's sensor gives, so an encoder spends up to its bitrate cap.
 */
export function makeClip(
  dir: string,
  name: string,
  o: { width: number; height: number; seconds: number; audio?: boolean; grain?: boolean },
): string {
  const file = join(dir, name);
  const audio = o.audio === false ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${o.seconds}`];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${o.width}x${o.height}:rate=25:duration=${o.seconds}`],
    ...audio,
    ...(o.grain ? ['-vf', 'noise=alls=12:allf=t'] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '2'],
    ...(o.audio === false ? [] : ['-c:a', 'aac', '-shortest']),
    file,
  ]);
  return file;
}

/** An mp4 holding only sound. */
export function makeAudioOnly(dir: string, name: string): string {
  const file = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'aac', file]);
  return file;
}

export interface VideoDb {
  env: TestEnv;
  db: Db;
  storage: MediaStorage;
  close(): Promise<void>;
}

export async function openVideoDb(dialect: Dialect): Promise<VideoDb> {
  const env = await createTestEnv(dialect, 'goldpost-video-');
  const db = openDatabase({ ...env.config, pgSchema: env.config.pgSchema ?? undefined });
  await migrateToLatest(db);
  const storage = createLocalStorage(join(env.config.dataDir, 'media'));
  return {
    env,
    db,
    storage,
    async close() {
      await db.destroy();
      await env.dispose();
    },
  };
}

/** Stores bytes as a user's uploaded video with its ladder waiting (as a finished upload leaves them). */
export async function storeUpload(v: VideoDb, userId: number, bytes: Buffer): Promise<string> {
  const id = randomUUID();
  const path = videoPath(id, 'mp4');
  await v.storage.put(path, bytes);
  const now = Math.floor(Date.now() / 1000);
  await v.db
    .insertInto('videos')
    .values({ id, user_id: userId, md5: 'x', size: bytes.length, path, created_at: now })
    .execute();
  await v.db.insertInto('video_ladders').values({ video_id: id, state: 'processing', updated_at: now }).execute();
  return id;
}
