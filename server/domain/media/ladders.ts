import type { VideoProgress } from '../../../protocol/video';
import { isVideoRefusal } from '../../../protocol/video';
import type { Db } from '../../db/database';
import { jobQueueOf } from '../../lib/jobs';

// Every stored video gets an HLS ladder made by a background job; until it is whole the video's posts wait
// in status 6 and viewers are given nothing of it (release/video-posts.ts moves them on).

export const TRANSCODE_TASK = 'video.transcode';

/**
 * Records the video as processing and queues its ladder (one job per video however often this runs). Where
 * no queue is attached (no ffmpeg here) nothing is recorded: the video plays as uploaded.
 */
export async function startVideoLadder(db: Db, videoId: string, nowS: number): Promise<void> {
  const queue = jobQueueOf(db);
  if (queue === null) return;
  await db
    .insertInto('video_ladders')
    .values({ video_id: videoId, state: 'processing', updated_at: nowS })
    .onConflict((oc) => oc.column('video_id').doNothing())
    .execute();
  await queue.enqueue({ task: TRANSCODE_TASK, payload: { videoId }, key: `video:${videoId}` });
}

export interface Ladder {
  state: 'processing' | 'ready' | 'refused';
  master: string | null;
  poster: string | null;
  progress: VideoProgress;
}

/** The ladders of these videos (a video without a row plays as uploaded). */
export async function laddersOf(db: Db, videoIds: string[]): Promise<Map<string, Ladder>> {
  const out = new Map<string, Ladder>();
  if (videoIds.length === 0) return out;
  const rows = await db.selectFrom('video_ladders').selectAll().where('video_id', 'in', videoIds).execute();
  for (const r of rows) {
    out.set(r.video_id, {
      state: r.state,
      master: r.master,
      poster: r.poster,
      progress: {
        state: r.state,
        rungsDone: r.rungs_done,
        rungsTotal: r.rungs_total,
        percent: r.percent,
        reason: isVideoRefusal(r.reason) ? r.reason : null,
      },
    });
  }
  return out;
}
