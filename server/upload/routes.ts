import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { MediaStorage } from '../media/storage';
import type { ApiRegistry } from '../plugins/registry';

export interface UploadDeps {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

/** Envelope endpoints of the video upload (slice status, file info, upload URL, failure log); issue #4. */
export function uploadApiRoutes(_api: ApiRegistry, _deps: UploadDeps): void {}

/** Plain-HTTP binary transfers (slices, 104 MB pieces, /uploadMp4.php); issue #4. */
export async function uploadHttpRoutes(_app: FastifyInstance, _opts: UploadDeps): Promise<void> {}
