import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { MediaStorage } from './storage';

export interface ImageUploadDeps {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

/** POST /imgUpload.php (spec §7); filled by the media issue (#3). */
export async function imageUploadRoutes(_app: FastifyInstance, _opts: ImageUploadDeps): Promise<void> {}
