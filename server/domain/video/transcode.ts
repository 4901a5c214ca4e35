import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { VIDEO_MAX_SECONDS } from '../../../protocol/video';
import type { VideoRefusal } from '../../../protocol/video';
import type { Db } from '../../db/database';
import { probeVideo } from '../../lib/ffmpeg';
import type { ProbedVideo } from '../../lib/ffmpeg';
import { encodeLadder, encodeStills, masterPlaylist, rungsFor } from '../../lib/hls-ladder';
import { filesIn, readScratchFile, removeScratch, saveStream, withScratch } from '../../lib/scratch';
import type { JobContext, JobHandler } from '../../lib/jobs';
import type { MediaStorage } from '../../lib/media-storage';
import { isVideoHead, VIDEO_HEAD_BYTES } from '../../lib/video-sniff';
import { videoById } from '../media';
import { reopenVideoPosts, settleVideoPosts } from '../release';
import { storeImage } from '../upload';

// The ladder job: source from the store → probe → refuse what cannot be a video, else every rung in one
// ffmpeg pass, published into a fresh prefix, then poster and thumbnails, then the master playlist, and only then the row says
// ready (viewers are given the master from that moment). A rerun after a crash deletes the previous
// attempt's prefix first, so a video ends with exactly one ladder.

export interface TranscodeDeps {
  db: Db;
  storage: MediaStorage;
  /** Local folder for the source copy and the ladder being made. */
  scratchRoot: string;
  mediaKey: Uint8Array;
  /** x264 preset: speed against size. */
  preset: string;
  /** Sources bigger than this are refused (failed) rather than copied: scratch disk is bounded. */
  maxSourceBytes: number;
  maxSeconds?: number;
}

class Refused extends Error {
  constructor(readonly reason: VideoRefusal) {
    super(`video refused: ${reason}`);
  }
}

const nowS = () => Math.floor(Date.now() / 1000);

async function headOf(storage: MediaStorage, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of storage.openRead(path, { start: 0, end: VIDEO_HEAD_BYTES - 1 }))
    chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

async function probeOrRefuse(
  deps: TranscodeDeps,
  path: string,
  file: string,
  signal: AbortSignal,
): Promise<ProbedVideo> {
  const probed = await probeVideo(file, signal);
  if (!probed.ok) {
    if (probed.why === 'no_video' || !isVideoHead(await headOf(deps.storage, path))) throw new Refused('not_video');
    throw new Refused('corrupt');
  }
  if (!(probed.video.durationS > 0)) throw new Refused('corrupt');
  if (probed.video.durationS > (deps.maxSeconds ?? VIDEO_MAX_SECONDS)) throw new Refused('too_long');
  return probed.video;
}

/** Rungs done (published) of total, and percent of the whole: the encoding pass is nearly all the work. */
async function progress(db: Db, videoId: string, done: number, total: number, percent: number): Promise<void> {
  await db
    .updateTable('video_ladders')
    .set({ rungs_done: done, rungs_total: total, percent: Math.min(99, Math.floor(percent)), updated_at: nowS() })
    .where('video_id', '=', videoId)
    .execute();
}

/** Moves every file of a local folder into the store under prefix. */
async function publish(storage: MediaStorage, dir: string, prefix: string): Promise<string[]> {
  const names = await filesIn(dir);
  for (const name of names) await storage.putFile(`${prefix}${name}`, join(dir, name));
  return names;
}

async function makeLadder(deps: TranscodeDeps, videoId: string, prefix: string, ctx: JobContext): Promise<void> {
  const { db, storage } = deps;
  const video = await videoById(db, videoId);
  if (!video) return;
  const info = await storage.stat(video.path);
  if (info === null || info.size === 0) throw new Refused('empty');
  if (info.size > deps.maxSourceBytes) throw new Error(`source of ${info.size} bytes is over the scratch limit`);
  await withScratch(deps.scratchRoot, async (scratch) => {
    const source = join(scratch, 'source');
    await saveStream(storage.openRead(video.path), source, deps.maxSourceBytes, ctx.signal);
    const probed = await probeOrRefuse(deps, video.path, source, ctx.signal);
    const rungs = rungsFor(probed);
    await progress(db, videoId, 0, rungs.length, 0);
    const ladder = join(scratch, 'ladder');
    let last = 0;
    const outputs = await encodeLadder(source, ladder, probed, rungs, {
      signal: ctx.signal,
      preset: deps.preset,
      onSeconds: (s) => {
        // At most a write every few seconds of output: progress is for a person, not a log.
        if (s - last < 5) return;
        last = s;
        void progress(db, videoId, 0, rungs.length, (s / probed.durationS) * 100).catch(() => {});
      },
    });
    for (const [i, rung] of rungs.entries()) {
      const dir = join(ladder, `${rung.p}p`);
      await publish(storage, dir, `${prefix}${rung.p}p/`);
      await removeScratch(dir);
      await progress(db, videoId, i + 1, rungs.length, 99);
    }
    const stills = join(scratch, 'stills');
    await encodeStills(source, stills, probed, ctx.signal);
    const poster = await storeImage(
      { db, storage, mediaKey: deps.mediaKey },
      await readScratchFile(stills, 'poster.jpg'),
    );
    const thumbs = (await filesIn(stills)).filter((n) => n.startsWith('thumb_'));
    for (const n of thumbs) await storage.putFile(`${prefix}${n}`, join(stills, n));
    const master = `${prefix}master.m3u8`;
    await storage.put(master, Buffer.from(masterPlaylist(outputs)));
    const at = nowS();
    await db
      .updateTable('video_ladders')
      .set({
        state: 'ready',
        reason: null,
        master,
        poster: poster.path,
        thumbs: JSON.stringify(thumbs.map((n) => `${prefix}${n}`)),
        width: probed.width,
        height: probed.height,
        duration_ms: Math.round(probed.durationS * 1000),
        rungs_done: outputs.length,
        percent: 100,
        updated_at: at,
      })
      .where('video_id', '=', videoId)
      .execute();
    await settleVideoPosts(db, videoId, { ok: true, master }, at);
  });
}

async function refuse(
  db: Db,
  storage: MediaStorage,
  videoId: string,
  prefix: string,
  reason: VideoRefusal,
): Promise<void> {
  await storage.removePrefix(prefix);
  const at = nowS();
  await db
    .updateTable('video_ladders')
    .set({ state: 'refused', reason, work_prefix: null, updated_at: at })
    .where('video_id', '=', videoId)
    .execute();
  await settleVideoPosts(db, videoId, { ok: false, reason }, at);
}

/**
 * The `video.transcode` job. A refusal (not a video, empty, corrupt, too long) ends the job at once; any
 * other error is retried by the queue, and on the last attempt the video is refused as `failed` so its
 * posts never wait forever (an operator's retry of the failed job makes it again).
 */
export function transcodeHandler(deps: TranscodeDeps): JobHandler {
  return async (payload, ctx) => {
    const videoId = String(payload.videoId ?? '');
    const row = await deps.db
      .selectFrom('video_ladders')
      .select(['state', 'reason', 'work_prefix'])
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    if (!row || row.state === 'ready' || (row.state === 'refused' && row.reason !== 'failed')) return;
    // Whatever an earlier attempt left (a worker killed mid-rung) goes before this one writes.
    if (row.work_prefix !== null) await deps.storage.removePrefix(row.work_prefix);
    const prefix = `video/${videoId}/hls-${randomBytes(6).toString('hex')}/`;
    await deps.db.transaction().execute(async (trx) => {
      const at = nowS();
      await trx
        .updateTable('video_ladders')
        .set({ state: 'processing', reason: null, work_prefix: prefix, rungs_done: 0, percent: 0, updated_at: at })
        .where('video_id', '=', videoId)
        .execute();
      // A failed ladder made again (an operator's retry): its posts wait for it in 6 again.
      if (row.state === 'refused') await reopenVideoPosts(trx, videoId, 'failed', at);
    });
    try {
      await makeLadder(deps, videoId, prefix, ctx);
    } catch (err) {
      if (err instanceof Refused) return refuse(deps.db, deps.storage, videoId, prefix, err.reason);
      if (ctx.attempt >= ctx.maxAttempts && !ctx.signal.aborted)
        await refuse(deps.db, deps.storage, videoId, prefix, 'failed');
      throw err;
    }
  };
}
