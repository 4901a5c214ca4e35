// Which MediaStorage a process uses: the bucket when S3 is configured (every process of a cluster shares
// it), else the local folder under DATA_DIR (one machine; `npm start`).
import { join } from 'node:path';
import { createLocalStorage } from './media-storage';
import type { MediaStorage } from './media-storage';
import { createS3Parts } from './s3-parts';
import type { DirectParts } from './s3-parts';
import { createS3Storage } from './s3-storage';
import type { S3Config } from './s3-storage';

export function createMediaStorage(opts: { dataDir: string; s3: S3Config | null }): MediaStorage {
  return opts.s3 ? createS3Storage(opts.s3) : createLocalStorage(join(opts.dataDir, 'media'));
}

/** Direct-to-store piece uploads: only with a bucket (null on the local folder, which takes pieces itself). */
export function createDirectParts(s3: S3Config | null): DirectParts | null {
  return s3 ? createS3Parts(s3) : null;
}
