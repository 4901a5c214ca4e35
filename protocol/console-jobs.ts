import type { OperatorAccess } from './access';

// The console's view of the background jobs (the video ladders): queue depth, what runs, what failed and
// why, and a retry of a failed job. Admins only (the `jobs` capability).

export interface ConsoleJob {
  id: string;
  task: string;
  key: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** Unix seconds: when it runs (next). */
  runAt: number;
  /** Unix seconds: when the running attempt started; null when not running. */
  lockedAt: number | null;
}

export interface JobsOverview {
  /** `graphile-worker` on PostgreSQL, `sqlite` on the embedded default; null: this server runs no jobs. */
  engine: 'graphile-worker' | 'sqlite' | null;
  /** false: ffmpeg/ffprobe are not on this server's PATH, so uploads play as uploaded (no ladders). */
  ladders: boolean;
  waiting: number;
  running: number;
  failed: number;
  runningJobs: ConsoleJob[];
  failedJobs: ConsoleJob[];
}

/** How many running and failed jobs the overview lists (newest first). */
export const JOBS_LISTED = 50;

export interface AdminJobsEndpoints {
  '/api/admin/jobList': { payload: Record<string, never>; reply: JobsOverview };
  '/api/admin/jobRetry': { payload: { id: string }; reply: { id: string } };
}

export const ADMIN_JOBS_ACCESS = {
  '/api/admin/jobList': { operator: 'jobs' },
  '/api/admin/jobRetry': { operator: 'jobs' },
} as const satisfies Record<keyof AdminJobsEndpoints, OperatorAccess>;
