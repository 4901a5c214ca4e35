// A local S3-compatible server for the storage tests (s3rver: it does not check signatures, so these tests
// prove the protocol use, not the credentials), on a free port with a bucket in a temp folder.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../../server/lib/s3-storage';
import { useSetup } from '../helper';

export interface S3Sandbox {
  config: S3Config;
  /** The folder s3rver keeps objects in. */
  dir: string;
  stop(): Promise<void>;
}

/** What s3rver's Koa middleware sees of a request (it has no typings for its internals). */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7 has no ListParts and no AbortMultipartUpload; it keeps each multipart upload's parts as files
 * `<dir>/<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` with a `.md5` beside each. This answers both from
 * there (path-style requests), so the direct-upload code runs against it unchanged. Real stores have both.
 */
function addMultipartListing(server: S3rver, dir: string): void {
  const shim: Middleware = async (ctx, next) => {
    const m = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (!m || !uploadId || !/^[0-9a-f]+$/.test(uploadId) || ctx.query.partNumber !== undefined) return next();
    const folder = join(dir, m[1]!, '._S3rver_uploads', uploadId);
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    if (!existsSync(folder)) {
      ctx.status = 404;
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
      return;
    }
    if (ctx.method === 'DELETE') {
      rmSync(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = readdirSync(folder)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b);
    ctx.body = {
      ListPartsResult: {
        Bucket: m[1],
        Key: decodeURIComponent(m[2]!),
        UploadId: uploadId,
        IsTruncated: false,
        Part: numbers.map((n) => ({
          PartNumber: n,
          ETag: `"${readFileSync(join(folder, `${n}.md5`), 'utf8')}"`,
          Size: statSync(join(folder, String(n))).size,
        })),
      },
    };
  };
  // Inside s3rver's XML encoder (index 1), ahead of its router.
  (server as unknown as { middleware: Middleware[] }).middleware.splice(2, 0, shim);
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
