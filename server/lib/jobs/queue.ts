import type { ConsoleJob } from '../../../protocol/console-jobs';

// The one job interface of the server: durable background work with a key per job (enqueueing the same key
// again while it waits changes nothing), retries with backoff, and what an operator needs to see and
// re-run. PostgreSQL deployments run it on graphile-worker, the embedded SQLite default on a table in its own
// file (docs/decisions/platform.md says why); callers never know which.

/** How a job's handler is told to stop (the process shuts down) and which attempt this is. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface NewJob {
  task: string;
  payload: Record<string, unknown>;
  /** Unique while the job waits or runs: the same key again replaces the waiting job (never two at once). */
  key: string;
  maxAttempts?: number;
}

export interface JobStats {
  /** Waiting to run, now or after a retry's backoff. */
  waiting: number;
  running: number;
  /** Out of attempts: stays until an operator retries it (or a new job with its key replaces it). */
  failed: number;
}

/** A job as the console lists it. */
export type JobRow = ConsoleJob;

export interface JobQueue {
  readonly engine: 'graphile-worker' | 'sqlite';
  enqueue(job: NewJob): Promise<void>;
  /** Starts taking jobs in this process, at most `concurrency` at once. */
  start(handlers: Record<string, JobHandler>, concurrency: number): Promise<void>;
  /**
   * Stops taking jobs, aborts the running ones (their signal: a transcode kills its ffmpeg) and waits for them
   * to end; an aborted job goes back to the queue with its attempt given back, for any worker to run at once.
   */
  stop(): Promise<void>;
  /** Stops, then lets go of the engine's connections: the queue is not used again. */
  close(): Promise<void>;
  stats(): Promise<JobStats>;
  /** The running and failed jobs, newest first. */
  listJobs(state: 'running' | 'failed', limit: number): Promise<JobRow[]>;
  /** Puts a failed job back to run now with fresh attempts; false when it is not a failed job. */
  retry(jobId: string): Promise<boolean>;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
