// Background jobs of a process: the queue of its database, and the handlers it runs. Shared by the web
// server (`npm start` runs jobs in-process) and `npm run worker` (jobs only: the database and the store).
import { join } from 'node:path';
import { hexToBytes } from '../protocol/base64';
import type { JobsConfig, ServerConfig } from './config';
import type { Db } from './db/database';
import { TRANSCODE_TASK } from './domain/media';
import { ASSEMBLE_TASK, assemblyHandler } from './domain/upload';
import { transcodeHandler } from './domain/video';
import { ffmpegAvailable } from './lib/ffmpeg';
import { attachJobQueue, openJobQueue } from './lib/jobs';
import type { JobHandler, JobQueue } from './lib/jobs';
import type { Logger } from './lib/logger';
import type { MediaStorage } from './lib/media-storage';
import { createDirectParts } from './lib/storage-backend';

export interface Background {
  queue: JobQueue;
  /** Whether this process can make ladders (ffmpeg found). */
  ladders: boolean;
}

export function jobHandlers(
  config: ServerConfig,
  jobs: JobsConfig,
  db: Db,
  storage: MediaStorage,
): Record<string, JobHandler> {
  return {
    [ASSEMBLE_TASK]: assemblyHandler({
      db,
      dataDir: config.dataDir,
      storage,
      parts: createDirectParts(config.s3 ?? null),
    }),
    [TRANSCODE_TASK]: transcodeHandler({
      db,
      storage,
      scratchRoot: join(config.dataDir, 'transcode'),
      mediaKey: hexToBytes(config.keys.mediaKey),
      preset: jobs.preset,
      maxSourceBytes: jobs.scratchMaxBytes,
    }),
  };
}

/**
 * Opens the queue and, when ffmpeg is here, attaches it so finished uploads queue their ladders; without
 * ffmpeg the product runs on and says so once: videos play as uploaded.
 */
export async function openBackground(config: ServerConfig, db: Db, log: Logger): Promise<Background> {
  const queue = await openJobQueue(db, config, log);
  const ladders = await ffmpegAvailable();
  if (ladders) attachJobQueue(db, queue);
  else log.warn({}, 'ffmpeg/ffprobe not found on PATH: uploaded videos are served as uploaded, without an HLS ladder');
  return { queue, ladders };
}
