// s3rver, the local stand-in for an S3-compatible store (tests, `npm run cluster`), completed where it falls
// short of what the product uses.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type S3rver from 's3rver';

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
export function addMultipartListing(server: S3rver, dir: string): void {
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
    // s3rver writes a part's `.md5` once its bytes are in: a part still arriving is not listed, as on S3 (it
    // had failed the listing with ENOENT, a 500 the store's client took for an outage).
    const names = new Set(readdirSync(folder));
    const numbers = [...names]
      .filter((f) => /^\d+$/.test(f) && names.has(`${f}.md5`))
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
