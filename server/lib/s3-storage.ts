// The MediaStorage backend on S3-compatible object storage (AWS S3, MinIO, Garage, Ceph RGW, …): every
// process of a cluster reads and writes one bucket, so media and upload slices written by one machine are
// there for all the others. Keys are the same safe relative paths the local folder uses.
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { PassThrough, Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isSafeMediaPath } from '../../protocol/media';
import { StoreUnavailableError, UnsafeMediaPathError, checkedMediaPath } from './media-storage';
import type { ByteRange, MediaStorage } from './media-storage';

export interface S3Config {
  /** Null: the SDK's own endpoint for the region (AWS). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null: the SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Path-style URLs (`endpoint/bucket/key`): what most self-hosted stores expect. */
  forcePathStyle: boolean;
}

/** Multipart part size of putFile: memory per upload is about PART_BYTES × QUEUE, whatever the file's size. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;
/**
 * Keys per DeleteObjects call. S3 takes up to 1000; some stand-ins (s3rver) open every file of a batch at
 * once and fail near the usual 1024-descriptor limit.
 */
const DELETE_BATCH = 500;

/** No answer from the store at all (refused, reset, timed out), or its own fault (5xx) after the SDK's retries. */
function isStoreOutage(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || (err as Error).name === 'AbortError') return false;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined ? (err as { $response?: unknown }).$response === undefined : status >= 500;
}

export function s3Client(cfg: S3Config): S3Client {
  const client = new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
    forcePathStyle: cfg.forcePathStyle,
    // Checksums only where the API requires them: several S3-compatible stores reject the SDK's default
    // streaming checksum trailers, and every write here is verified by our own digests anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Outermost, so it sees what is left after the SDK's own retries.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        throw isStoreOutage(err) ? new StoreUnavailableError(err) : err;
      }
    },
    { step: 'initialize', name: 'storeOutage' },
  );
  return client;
}

/** Passes `take` bytes after skipping `skip`; the source's rest is dropped. */
function byteWindow(skip: number, take: number): Transform {
  let pos = 0;
  const end = skip + take;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(0, skip - pos);
      const to = Math.min(chunk.length, end - pos);
      pos += chunk.length;
      done(null, to > from ? chunk.subarray(from, to) : undefined);
    },
  });
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(cfg: S3Config, client: S3Client = s3Client(cfg)): MediaStorage {
  const Bucket = cfg.bucket;

  const storage: MediaStorage = {
    async put(path, bytes) {
      const Key = checkedMediaPath(path);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.byteLength }));
    },
    async get(path) {
      if (!isSafeMediaPath(path)) return null;
      const Key = path;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async putFile(path, sourceFile) {
      const Key = checkedMediaPath(path);
      // Multipart in fixed parts, a few in flight: a multi-GB file never sits in memory. An object appears
      // only when its last part is complete, so readers never see half of it.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: createReadStream(sourceFile) },
        partSize: PART_BYTES,
        queueSize: QUEUE,
        leavePartsOnError: false,
      });
      await upload.done();
      await unlink(sourceFile);
    },
    async stat(path) {
      if (!isSafeMediaPath(path)) return null;
      const Key = path;
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    openRead(path, range?: ByteRange) {
      const Key = checkedMediaPath(path);
      // The request is asynchronous, the interface's stream is not: hand out a pass-through now and feed it
      // (or fail it) once the store answers.
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key, Range }))
        .then((res) => {
          const body = res.Body as Readable;
          body.on('error', (err) => out.destroy(err));
          out.on('close', () => body.destroy());
          if (!range) return void body.pipe(out);
          // A store that ignored the range (200, whole object) or widened it must not leak other bytes.
          const from = res.ContentRange ? Number(/^bytes (\d+)-/.exec(res.ContentRange)?.[1] ?? 0) : 0;
          body.pipe(byteWindow(range.start - from, range.end - range.start + 1)).pipe(out);
        })
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },
    async copy(fromPath, toPath) {
      const from = checkedMediaPath(fromPath);
      const Key = checkedMediaPath(toPath);
      try {
        // Keys are safe paths (no characters that need escaping), so the source needs no encoding.
        await client.send(new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${from}` }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedMediaPath(path) }));
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new UnsafeMediaPathError(prefix);
      const Prefix = `${checkedMediaPath(prefix.slice(0, -1))}/`;
      for (;;) {
        // Listing again from the start after each batch: what was deleted no longer shows, so no continuation
        // is needed — and the first listing version, which every S3-compatible store speaks (s3rver's V2
        // continuation tokens fail on current Node).
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix, MaxKeys: DELETE_BATCH }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!page.IsTruncated && keys.length < DELETE_BATCH) return;
      }
    },
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return storage;
}

/** Where storage bytes go, from configuration: a bucket when S3_BUCKET is set, else the local folder. */
export function s3ConfigFrom(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint !== null && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error('S3_ENDPOINT must be an http:// or https:// URL');
  return {
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}
