// A local S3-compatible server for the storage tests (s3rver: it does not check signatures, so these tests
// prove the protocol use, not the credentials), on a free port with a bucket in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { addMultipartListing } from '../../../scripts/s3rver-multipart';
import type { S3Config } from '../../../server/lib/s3-storage';
import { useSetup } from '../helper';

export interface S3Sandbox {
  config: S3Config;
  /** The folder s3rver keeps objects in. */
  dir: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'goldpost-test'): Promise<S3Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'goldpost-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  addMultipartListing(server, dir);
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's built-in account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    dir,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One s3rver for a describe block. */
export function useS3(): S3Sandbox {
  return useSetup(
    () => startS3(),
    (s) => s.stop(),
  );
}
