import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { PIECE_URL_TTL_S, sliceSpan } from '../../../protocol/upload';
import type { PartUrls } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import type { DirectParts, StoredPart } from '../../lib/s3-parts';
import { VIDEO_HEAD_BYTES, isVideoHead } from '../../lib/video-sniff';
import { failUpload, finishUpload, startHeartbeat } from './assembly';
import type { AssemblyResult } from './assembly';
import type { UploadRow } from './store';
import { insertVideo, videoPath } from '../media';

// Pieces sent straight to the bucket (spec §7 "video in pieces" on S3): the upload is one multipart upload
// of the final video object, piece i is part i+1. The server sees no piece go by, so what counts is what
// ListParts says — a part of the wrong size is missing (re-sending the piece replaces it) — and the checks
// a piece PUT to the server makes (the video head, the whole-file MD5) run on the completed object.

export interface DirectDeps {
  db: Db;
  storage: MediaStorage;
  parts: DirectParts;
}

type DirectTarget = Pick<UploadRow, 'video_id' | 'format' | 'multipart_id'>;

/** A multipart upload's rows carry its id and the promised video id; this is the object it becomes. */
export function directKey(upload: DirectTarget): string {
  if (!upload.video_id) throw new Error('a direct pieces upload without its video id');
  return videoPath(upload.video_id, upload.format);
}

/** Fresh presigned PUT URLs for these piece indexes (a status call hands out new ones: no URL outlives its use). */
export async function partUrls(parts: DirectParts, upload: DirectTarget, indexes: number[]): Promise<PartUrls> {
  const key = directKey(upload);
  const urls = await Promise.all(indexes.map((i) => parts.partUrl(key, upload.multipart_id!, i + 1, PIECE_URL_TTL_S)));
  return Object.fromEntries(indexes.map((i, n) => [String(i), urls[n]!]));
}

export interface ReceivedParts {
  /** Pieces with no part, or a part of another size than the piece. */
  missing: number[];
  /** The parts that make the file, in order (complete when missing is empty). */
  good: StoredPart[];
}

/**
 * What the store holds of a direct upload, or null when its multipart upload is gone (completed by an
 * assembly that then died, or aborted).
 */
export async function receivedParts(parts: DirectParts, upload: UploadRow): Promise<ReceivedParts | null> {
  let listed: StoredPart[];
  try {
    listed = await parts.listParts(directKey(upload), upload.multipart_id!);
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchUpload' || e.$metadata?.httpStatusCode === 404) return null;
    throw err;
  }
  const byNumber = new Map(listed.map((p) => [p.partNumber, p]));
  const size = Number(upload.size);
  const missing: number[] = [];
  const good: StoredPart[] = [];
  for (let i = 0; i < upload.slices; i++) {
    const span = sliceSpan(i, size, upload.slice_size);
    const part = byNumber.get(i + 1);
    if (part && part.size === span.end - span.start) good.push(part);
    else missing.push(i);
  }
  return { missing, good };
}

/** Drops whatever an unfinished direct upload left in the store: its parts, and the object if completed. */
export async function dropDirect(
  deps: { storage: MediaStorage; parts: DirectParts },
  upload: UploadRow,
): Promise<void> {
  await deps.parts.abort(directKey(upload), upload.multipart_id!);
  await deps.storage.remove(directKey(upload));
}

async function md5Of(storage: MediaStorage, key: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of storage.openRead(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type DirectResult = AssemblyResult | { kind: 'not_video' } | { kind: 'lost' };

/**
 * Completes a claimed direct upload: CompleteMultipartUpload when every part is there, then the video-head
 * check (a ranged read of the object) and the whole-file MD5 (streamed from the store), then publishes.
 * Leaves the upload 'open' (incomplete), 'failed' (not a video, mismatch, lost) or 'done'.
 */
export async function finishDirect(deps: DirectDeps, upload: UploadRow): Promise<DirectResult> {
  const { db, storage, parts } = deps;
  const key = directKey(upload);
  const stopHeartbeat = startHeartbeat(db, upload.id);
  const reopen = () =>
    db
      .updateTable('uploads')
      .set({ status: 'open', updated_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', upload.id)
      .execute();
  try {
    const received = await receivedParts(parts, upload);
    if (received && received.missing.length > 0) {
      await reopen();
      return { kind: 'incomplete', missing: received.missing };
    }
    if (received) await parts.complete(key, upload.multipart_id!, received.good);
    else if ((await storage.stat(key))?.size !== Number(upload.size)) {
      await failUpload(deps, upload.id, 'the pieces were lost from the store');
      return { kind: 'lost' };
    }
    const head = await buffer(storage.openRead(key, { start: 0, end: VIDEO_HEAD_BYTES - 1 }));
    if (!isVideoHead(head)) {
      await storage.remove(key);
      await failUpload(deps, upload.id, 'not a video');
      return { kind: 'not_video' };
    }
    const actual = await md5Of(storage, key);
    if (upload.file_hash !== null && actual !== upload.file_hash) {
      await storage.remove(key);
      await failUpload(deps, upload.id, `file hash mismatch: got ${actual}`);
      return { kind: 'mismatch', actual };
    }
    const nowS = Math.floor(Date.now() / 1000);
    await insertVideo(db, {
      id: upload.video_id!,
      userId: upload.user_id,
      md5: actual,
      size: Number(upload.size),
      path: key,
      nowS,
    });
    await finishUpload(deps, upload.id, upload.video_id!, nowS);
    return { kind: 'done', video: { videoId: upload.video_id!, url: key } };
  } catch (err) {
    // Back to 'open' so the client (or another process) can try again: the parts or the object stay.
    await reopen();
    throw err;
  } finally {
    stopHeartbeat();
  }
}
