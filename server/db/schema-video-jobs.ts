import type { Generated } from 'kysely';

// The tables of the video-jobs migration (2026-11-28-220).

/** The embedded default's job queue (PostgreSQL uses graphile-worker's tables instead). */
export interface JobTable {
  id: Generated<number>;
  task: string;
  /** JSON. */
  payload: string;
  job_key: string | null;
  attempts: Generated<number>;
  max_attempts: number;
  /** Unix milliseconds: when the job may next run (a retry's backoff moves it on). */
  run_at: number;
  locked_at: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
}

/** `processing` until the ladder is whole (`ready`), or `refused` with a reason the owner reads. */
export type LadderState = 'processing' | 'ready' | 'refused';

export interface VideoLadderTable {
  video_id: string;
  state: LadderState;
  /** A VideoRefusal code when refused. */
  reason: string | null;
  rungs_total: Generated<number>;
  rungs_done: Generated<number>;
  percent: Generated<number>;
  /** Where the current attempt writes (`video/<id>/hls-<random>/`): a rerun deletes it and starts afresh. */
  work_prefix: string | null;
  /** The master playlist's media path, once the ladder is whole. */
  master: string | null;
  /** Encrypted poster image path. */
  poster: string | null;
  /** JSON list of plain jpg media paths, in time order (scrubbing previews). */
  thumbs: Generated<string>;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  updated_at: number;
}

export interface VideoJobTables {
  jobs: JobTable;
  video_ladders: VideoLadderTable;
}
