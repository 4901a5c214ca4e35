import type { Db } from '../../db/database';
import { laddersOf, startVideoLadder } from './ladders';

/**
 * What a post's video field needs: `url` relative to img_base (served by the media route): the ladder's master
 * playlist once made, else the upload itself; `processing` while the ladder is being made.
 */
export interface OwnedVideo {
  url: string;
  pic: string | null;
  processing: boolean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The video `videoId` names, when it exists and belongs to `userId` (release payloads carry the id an
 * upload produced; someone else's id reads as missing, so ids cannot be probed).
 */
export async function findOwnedVideo(db: Db, userId: number, videoId: string): Promise<OwnedVideo | null> {
  if (!VIDEO_ID.test(videoId)) return null;
  const row = await db
    .selectFrom('videos')
    .select(['path'])
    .where('id', '=', videoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const ladder = (await laddersOf(db, [videoId])).get(videoId);
  if (ladder?.state === 'ready' && ladder.master !== null)
    return { url: ladder.master, pic: ladder.poster, processing: false };
  return { url: row.path, pic: null, processing: ladder?.state === 'processing' };
}

export interface NewVideo {
  userId: number;
  md5: string;
  size: number;
  path: string;
  nowS: number;
}

/** Storage path of a new video: lowercase (MediaStorage accepts only [a-z0-9/._-]). */
export function videoPath(videoId: string, format: string): string {
  return `video/${videoId}/source.${format}`;
}

/** A finished upload's video row; its HLS ladder is queued at once (ladders.ts). */
export async function insertVideo(db: Db, v: NewVideo & { id: string }): Promise<void> {
  await db
    .insertInto('videos')
    .values({ id: v.id, user_id: v.userId, md5: v.md5, size: v.size, path: v.path, created_at: v.nowS })
    .execute();
  await startVideoLadder(db, v.id, v.nowS);
}

export async function videoById(
  db: Db,
  videoId: string,
): Promise<{ id: string; path: string; size: number; md5: string } | null> {
  const row = await db
    .selectFrom('videos')
    .select(['id', 'path', 'size', 'md5'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  return row ? { ...row, size: Number(row.size) } : null;
}

/** Any stored video with this content (instant upload candidates). */
export async function videoByContent(db: Db, md5: string, size: number): Promise<{ id: string; path: string } | null> {
  const row = await db
    .selectFrom('videos')
    .select(['id', 'path'])
    .where('md5', '=', md5)
    .where('size', '=', size)
    .orderBy('created_at')
    .executeTakeFirst();
  return row ?? null;
}
